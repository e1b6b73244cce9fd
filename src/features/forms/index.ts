export { ContactForm } from './ContactForm'
export { TradeForm } from './TradeForm'
export {
  contactSchema,
  tradeSchema,
  validateContact,
  validateTrade,
  HONEYPOT_FIELD,
  type FormState,
  type ContactField,
  type TradeField,
} from './schemas'
export { submitContact, submitTrade } from './submit'
