/** UI messages, one file per namespace and locale so that features do not edit the same file. */
import nlCommon from './nl/common.json'
import nlCatalog from './nl/catalog.json'
import nlCart from './nl/cart.json'
import nlGuide from './nl/guide.json'
import nlPages from './nl/pages.json'
import nlForms from './nl/forms.json'
import nlSommelier from './nl/sommelier.json'
import nlCheckout from './nl/checkout.json'
import nlAgeGate from './nl/ageGate.json'
import nlConsent from './nl/consent.json'
import nlNewsletter from './nl/newsletter.json'
import nlStockAlert from './nl/stockAlert.json'
import nlWaine from './nl/waine.json'
import nlOrderMail from './nl/orderMail.json'
import enCommon from './en/common.json'
import enCatalog from './en/catalog.json'
import enCart from './en/cart.json'
import enGuide from './en/guide.json'
import enPages from './en/pages.json'
import enForms from './en/forms.json'
import enSommelier from './en/sommelier.json'
import enCheckout from './en/checkout.json'
import enAgeGate from './en/ageGate.json'
import enConsent from './en/consent.json'
import enNewsletter from './en/newsletter.json'
import enStockAlert from './en/stockAlert.json'
import enWaine from './en/waine.json'
import enOrderMail from './en/orderMail.json'

export const MESSAGES = {
  nl: {
    common: nlCommon,
    catalog: nlCatalog,
    cart: nlCart,
    guide: nlGuide,
    pages: nlPages,
    forms: nlForms,
    sommelier: nlSommelier,
    checkout: nlCheckout,
    ageGate: nlAgeGate,
    consent: nlConsent,
    newsletter: nlNewsletter,
    stockAlert: nlStockAlert,
    waine: nlWaine,
    orderMail: nlOrderMail,
  },
  en: {
    common: enCommon,
    catalog: enCatalog,
    cart: enCart,
    guide: enGuide,
    pages: enPages,
    forms: enForms,
    sommelier: enSommelier,
    checkout: enCheckout,
    ageGate: enAgeGate,
    consent: enConsent,
    newsletter: enNewsletter,
    stockAlert: enStockAlert,
    waine: enWaine,
    orderMail: enOrderMail,
  },
}
