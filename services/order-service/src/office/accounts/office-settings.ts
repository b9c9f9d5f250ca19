// The office's settings, set by the owner (office_settings, one row, id 1; docs/office.md,
// "Team and settings"). No row is every setting off.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeSettings } from '../../db/schema';

export interface OfficeSettings {
  /** Whether staff and managers must sign in with a second factor too (the owner always does). */
  staffSecondFactor: boolean;
}

export const defaultOfficeSettings: OfficeSettings = { staffSecondFactor: false };

export async function readOfficeSettings(db: Db): Promise<OfficeSettings> {
  const [row] = await db.select({ staffSecondFactor: officeSettings.staffSecondFactor }).from(officeSettings).where(eq(officeSettings.id, 1)).limit(1);
  return row ?? defaultOfficeSettings;
}

export async function writeOfficeSettings(db: Db, settings: OfficeSettings, now: Date): Promise<OfficeSettings> {
  const [row] = await db
    .insert(officeSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: officeSettings.id, set: { ...settings, updatedAt: now } })
    .returning({ staffSecondFactor: officeSettings.staffSecondFactor });
  return row ?? settings;
}
