import { sql } from 'drizzle-orm';
import type { ShipCountry } from '@formulab/shared/shop/addresses.schema';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/**
 * The demo customer's address book: the office (the default, where the shop delivers), the warehouse
 * production orders go to, and its distributor abroad that one export order ships to (FOB/CIF).
 */
export const DEMO_ADDRESSES = {
  office: {
    label: '회사',
    recipient: DEMO_ACCOUNTS.customer.name,
    phone: '010-1234-5678',
    country: 'KR',
    postalCode: '06236',
    address: '서울특별시 강남구 테헤란로 123',
    detail: '4층 온담 코스메틱',
  },
  warehouse: {
    label: '오산 물류센터',
    recipient: '온담 물류팀 박서준',
    phone: '031-372-5100',
    country: 'KR',
    postalCode: '18103',
    address: '경기도 오산시 가장산업서로 45',
    detail: '온담 물류센터 B동 하역장',
  },
  export: {
    label: 'Hanoi distributor',
    recipient: 'Nguyen Thi Lan',
    phone: '+84 24 3936 1234',
    country: 'VN',
    postalCode: '100000',
    address: '25 Ly Thuong Kiet, Hoan Kiem, Hanoi',
    detail: 'Lotus Beauty Distribution JSC, 3F',
  },
} as const satisfies Record<string, { country: ShipCountry } & Record<string, string>>;
export type DemoAddress = keyof typeof DEMO_ADDRESSES;

/**
 * Writes the demo address book into a customer's empty one (once) and returns each address's id: the
 * quotes' ship-to and the shop's deliveries read them.
 */
export async function ensureDemoAddresses(db: Db, customerId: string): Promise<Record<DemoAddress, string>> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from addresses where user_id = ${customerId}`);
  if (rows[0]!.n === 0) {
    for (const [key, a] of Object.entries(DEMO_ADDRESSES)) {
      await db.execute(sql`insert into addresses (user_id, label, recipient, phone, country, postal_code, address, detail, is_default)
        values (${customerId}, ${a.label}, ${a.recipient}, ${a.phone}, ${a.country}, ${a.postalCode}, ${a.address}, ${a.detail},
          ${key === 'office'})`);
    }
  }
  const ids = await db.execute<{ id: string; label: string }>(sql`select id, label from addresses where user_id = ${customerId}`);
  const byLabel = new Map(ids.rows.map((r) => [r.label, r.id]));
  const any = ids.rows[0]!.id;
  return {
    office: byLabel.get(DEMO_ADDRESSES.office.label) ?? any,
    warehouse: byLabel.get(DEMO_ADDRESSES.warehouse.label) ?? any,
    export: byLabel.get(DEMO_ADDRESSES.export.label) ?? any,
  };
}
