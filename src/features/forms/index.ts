export { ContactForm } from './ContactForm'
export { TradeForm } from './TradeForm'
export { WithdrawalForm } from './WithdrawalForm'
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
export { submitContact, submitTrade, submitWithdrawal } from './submit'
