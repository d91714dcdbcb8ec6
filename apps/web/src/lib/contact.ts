/**
 * Where a question goes until the portal's own inquiries and chat (issue 13) exist: the company's
 * address, as printed in the footer (footer.contact). Links use it rather than lead to a screen that
 * is not built yet.
 */
export const CONTACT_EMAIL = 'hello@formulab.local';
export const contactHref = (subject?: string) =>
  `mailto:${CONTACT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
