import { RecordStatus } from '@kamar/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/transaction.js';
import { properties, usersProperties } from '../properties/properties.table.js';

/** The properties a user works in (`users_properties`). */
export function createUserPropertiesRepository() {
  return {
    async of(executor: Executor, userId: number): Promise<number[]> {
      const rows = await executor
        .select({ propertyId: usersProperties.propertyId })
        .from(usersProperties)
        .where(eq(usersProperties.userId, userId))
        .orderBy(asc(usersProperties.propertyId));
      return rows.map((r) => r.propertyId);
    },

    /**
     * Of these properties, those a user cannot be given (none, or deleted), share-locking the
     * others until the transaction ends so none is deleted meanwhile.
     */
    async unusable(tx: Tx, propertyIds: number[]) {
      if (propertyIds.length === 0) return { missing: [], deleted: [] };
      const found = await tx
        .select({ propertyId: properties.propertyId, name: properties.propertyName, status: properties.status })
        .from(properties)
        .where(inArray(properties.propertyId, propertyIds))
        .for('share');
      const present = new Set(found.map((p) => p.propertyId));
      return {
        missing: propertyIds.filter((id) => !present.has(id)),
        deleted: found.filter((p) => p.status !== RecordStatus.Active).map((p) => p.name),
      };
    },

    /** The default property a user is given when Create names none: the database's default. */
    async defaultProperty(tx: Tx): Promise<number | null> {
      const { rows } = await tx.execute<{ id: number | null }>(sql`select default_property_id() as id`);
      return rows[0]?.id ?? null;
    },

    /** Replaces the user's properties with these. */
    async replace(tx: Tx, userId: number, propertyIds: number[]) {
      await tx
        .delete(usersProperties)
        .where(
          propertyIds.length
            ? and(eq(usersProperties.userId, userId), notInArray(usersProperties.propertyId, propertyIds))
            : eq(usersProperties.userId, userId),
        );
      if (propertyIds.length === 0) return;
      await tx
        .insert(usersProperties)
        .values(propertyIds.map((propertyId) => ({ userId, propertyId })))
        .onConflictDoNothing();
    },
  };
}
