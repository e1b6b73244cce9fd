/** The functional cookie's id: here on its own so browser code can name it without loading the rules. */
export const FUNCTIONAL_ID = 'functional'
