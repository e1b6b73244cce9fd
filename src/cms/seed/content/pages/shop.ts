/**
 * The demo shop's identity as the pages and the shop settings state it: obviously placeholders
 * (issue #15 §2). No register issues KvK 00000000, no postcode starts with 0 and `.example` is a
 * reserved domain, so nothing here can belong to a real company or person. The go-live checklist in
 * the admin stays red until the merchant has put in their own.
 */
export const SHOP = {
  name: 'Kelder & Kurk',
  street: 'Voorbeeldstraat 1',
  postalCode: '0000 AA',
  city: 'Voorbeeldstad',
  kvk: '00000000',
  btw: 'NL000000000B01',
  phone: '000 000 00 00',
  email: 'klantenservice@kelderenkurk.example',
} as const
