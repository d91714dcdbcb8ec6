import { sql } from 'drizzle-orm';

/**
 * The customer of a record in staff's lists and drawers: the record's owner joined as `u`
 * (`join users u on u.id = <record>.owner_id`), selected as these columns, presented by
 * {@link presentCustomer}.
 */
export const CUSTOMER_COLUMNS = sql`u.name as customer_name, u.company_name as customer_company, u.email as customer_email,
  u.phone as customer_phone`;

/** The row's owner and, where the list joined them, the customer's columns. */
export type CustomerRow = {
  owner_id: string;
  customer_name?: string | null;
  customer_company?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
};

/** Who a record belongs to, as staff's screens show it (empty text for what the row did not carry). */
export function presentCustomer(r: CustomerRow) {
  return {
    id: r.owner_id,
    name: r.customer_name ?? '',
    companyName: r.customer_company ?? '',
    email: r.customer_email ?? '',
    phone: r.customer_phone ?? '',
  };
}
