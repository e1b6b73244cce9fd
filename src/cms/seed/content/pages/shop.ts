/**
 * The shop's contact details as the pages mention them. They must equal the Site global that the
 * seed runner writes (shop name, KvK, btw, address, phone, e-mail), so the footer and the terms agree.
 */
export const SHOP = {
  name: 'Kelder & Kurk',
  street: 'Wijnstraat 12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  kvk: '81234567',
  btw: 'NL862345678B01',
  phone: '030 760 12 34',
  email: 'klantenservice@kelderenkurk.nl',
} as const
