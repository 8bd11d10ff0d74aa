// What an affiliate's shared link carries (issue 35). Alone in a file: the first load reads it.

/** The affiliate's code. */
export const AFFILIATE_PARAM = 'aff';
/** The network the link went out on; a copied link says `copy`. */
export const REFERER_PARAM = 'ref';
