/**
 * The address book (/account-settings, offered at checkout): at most ADDRESSES_MAX per customer, at
 * most one default (a partial unique index holds it; making one the default clears the others in the
 * same transaction). Another customer's address answers 404.
 */
import { sql } from 'drizzle-orm';
import {
  ADDRESSES_MAX,
  HOME_COUNTRY,
  type Address,
  type AddressInput,
  type ShipTo,
} from '@formulab/shared/shop/addresses.schema';
import type { Db } from '../../db/client.ts';
import { AppError, changedMeanwhile, notFound } from '../../errors.ts';
import { atVersion, nextVersion } from '../../lib/versions.ts';
import { mayChangeAddress, ownAddressFilter } from './addresses.policy.ts';
import { addresses } from './purchases.table.ts';

type Parsed = Required<Omit<AddressInput, 'detail' | 'version'>> & { detail?: string; version?: number };

/** What the address book keeps of the form, as typed (the detail line may be left out). */
const addressFields = (input: Parsed) => ({
  label: input.label,
  recipient: input.recipient,
  phone: input.phone,
  country: input.country,
  postalCode: input.postalCode,
  address: input.address,
  detail: input.detail ?? '',
});

function present(r: typeof addresses.$inferSelect): Address {
  return {
    id: r.id,
    label: r.label,
    recipient: r.recipient,
    phone: r.phone,
    country: r.country,
    postalCode: r.postalCode,
    address: r.address,
    detail: r.detail,
    isDefault: r.isDefault,
    version: r.version,
  };
}

/** The customer's addresses, the default first, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(ownAddressFilter(userId))
    .orderBy(sql`${addresses.isDefault} desc, ${addresses.createdAt}, ${addresses.id}`);
  return rows.map(present);
}

/** Adds an address in `tx` (checkout's "save this address" too); the first one becomes the default. */
export async function insertAddress(tx: Db, userId: string, input: Parsed): Promise<Address> {
  // one customer's additions run one after another, so the limit holds under concurrency
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses:' || ${userId}))`);
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from addresses where ${ownAddressFilter(userId)}`,
  );
  const n = rows[0]!.n;
  if (n >= ADDRESSES_MAX) {
    throw new AppError(400, 'VALIDATION', `At most ${ADDRESSES_MAX} addresses`, { _: 'errors.tooMany' });
  }
  const isDefault = input.isDefault || n === 0;
  if (isDefault) await tx.execute(sql`update addresses set is_default = false where ${ownAddressFilter(userId)} and is_default`);
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...addressFields(input), isDefault })
    .returning();
  return present(row!);
}

export async function createAddress(db: Db, userId: string, input: Parsed): Promise<Address> {
  return db.transaction((tx) => insertAddress(tx, userId, input));
}

export async function updateAddress(db: Db, userId: string, id: string, input: Parsed): Promise<Address> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ user_id: string; is_default: boolean }>(
      sql`select user_id, is_default from addresses where id = ${id} for update`,
    );
    if (!rows[0] || !mayChangeAddress({ userId: rows[0].user_id }, userId)) throw notFound('No such address');
    if (input.isDefault) {
      await tx.execute(
        sql`update addresses set is_default = false where ${ownAddressFilter(userId)} and is_default and id <> ${id}`,
      );
    }
    const [row] = await tx
      .update(addresses)
      .set({
        ...addressFields(input),
        // the default stays one until another is made the default
        isDefault: input.isDefault || rows[0].is_default,
        ...nextVersion(addresses),
        updatedAt: new Date(),
      })
      .where(atVersion(addresses, id, input.version))
      .returning();
    if (!row) throw changedMeanwhile('address'); // found and locked above: only the version differs
    return present(row);
  });
}

/** Removes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ is_default: boolean }>(
      sql`delete from addresses where id = ${id} and ${ownAddressFilter(userId)} returning is_default`,
    );
    if (!rows[0]) throw notFound('No such address');
    if (rows[0].is_default) {
      await tx.execute(sql`update addresses set is_default = true where id = (
        select id from addresses where ${ownAddressFilter(userId)} order by created_at, id limit 1)`);
    }
  });
}

/** A saved address of `userId` as a record keeps it (404, on `field`, for anybody else's). */
export async function addressForShipTo(tx: Db, userId: string, id: string, field: string): Promise<ShipTo> {
  const { rows } = await tx.execute<{
    label: string;
    recipient: string;
    phone: string;
    country: string;
    postal_code: string;
    address: string;
    detail: string;
  }>(sql`select label, recipient, phone, country, postal_code, address, detail from addresses
    where id = ${id} and ${ownAddressFilter(userId)}`);
  const r = rows[0];
  if (!r) throw new AppError(404, 'NOT_FOUND', 'No such address', { [field]: 'errors.invalidValue' });
  return {
    label: r.label,
    recipient: r.recipient,
    phone: r.phone,
    country: r.country,
    postalCode: r.postal_code,
    address: r.address,
    detail: r.detail,
  };
}

/**
 * A saved address of `userId` as a shipping address of the shop (404 for anybody else's): in Korea only,
 * the shop delivers nowhere else (an address abroad is for production orders).
 */
export async function addressForCheckout(tx: Db, userId: string, id: string) {
  const a = await addressForShipTo(tx, userId, id, 'addressId');
  if (a.country !== HOME_COUNTRY) {
    throw new AppError(400, 'VALIDATION', 'The shop delivers in Korea only', { addressId: 'shop.errors.domesticOnly' });
  }
  return { recipient: a.recipient, phone: a.phone, postalCode: a.postalCode, address: a.address, detail: a.detail };
}
