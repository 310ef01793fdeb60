/** Plain text as HTML text (an element's content, not an attribute): `&`, `<` and `>` escaped. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
