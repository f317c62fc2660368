// Shapes shared by several answers of the wire contract (docs/api-contract.md).
import * as v from 'valibot';
import type { Address } from '../../../machines/domain/address.ts';

/** Ids arrive as strings in the contract; a provider sending numbers is read, not rejected. */
export const IdSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

export const AddressSchema = v.looseObject({
  address1: v.string(),
  address2: v.nullish(v.string(), null),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
}) satisfies v.GenericSchema<unknown, Address>;

/** Cents: the contract sends integers (spec 9). */
export const CentsSchema = v.pipe(v.number(), v.integer());

/** `YYYY-MM-DD` (rule ENTITY-24). */
export const DateSchema = v.pipe(v.string(), v.isoDate());
