import { hashPassword } from '../auth';
import type { Db } from '../db';
import type { ObjectStore } from '../storage';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedServiceCatalogue } from './demo-catalogue';
import { DEMO_CLIENTS } from './demo-clients';
import { DEMO_ANNOUNCEMENTS } from './demo-general';
import { seedDemoHistory } from './demo-history';
import { seedDemoMessaging } from './demo-messaging';
import { seedDemoOrders } from './demo-orders';
import { seedDemoProofSettings } from './demo-proof-settings';
import { seedDemoProofing } from './demo-proofing';
import { storeWriter } from './demo-proofing-store';
import { demoUsers } from './demo-users';

export interface SeedOptions {
  now?: Date;
  /** Where the demo's generated images and PDFs go (the server's object store); none = rows only. */
  files?: ObjectStore;
}

/** Seeds the demo accounts into an empty database; returns false (and does nothing) otherwise. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const isEmpty = () => (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n === 0;
  if (!isEmpty()) return false;
  const now = options.now ?? new Date();
  // scrypt is deliberately slow: hash once, every demo user shares the password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = now.getTime();

  const insertClient = db.prepare(
    'INSERT INTO clients (id, name, type, parent_client_id, whitelabel, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, client_id, email, username, password_hash, firstname, lastname, job_title, role,
       time_zone, profile, created_at)
     VALUES (@id, @clientId, @email, @username, @passwordHash, @firstname, @lastname, @jobTitle, @role,
       @timeZone, @profile, @created)`,
  );
  const insertAnnouncement = db.prepare(
    `INSERT INTO announcements (id, html, background_color, text_color, sort_order, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  const files = storeWriter(options.files);
  const seeded = db.transaction(() => {
    // Re-checked inside the transaction: two boots racing on one file must not both seed.
    if (!isEmpty()) return false;
    for (const client of DEMO_CLIENTS) {
      const whitelabel = client.whitelabel ? JSON.stringify(client.whitelabel) : null;
      insertClient.run(client.id, client.name, client.type, client.parent, whitelabel, created);
    }
    for (const user of demoUsers(now)) {
      insertUser.run({ ...user, passwordHash, profile: JSON.stringify(user.profile), created });
    }
    DEMO_ANNOUNCEMENTS.forEach((item, index) => {
      insertAnnouncement.run(item.id, item.html, item.backgroundColor, item.textColor, index, created);
    });
    seedDemoOrders(db, now);
    seedDemoProofing(db, now, files.write);
    seedDemoHistory(db);
    seedDemoProofSettings(db, now, files.write);
    seedDemoMessaging(db, now);
    seedServiceCatalogue(db);
    return true;
  })();
  // A store writes asynchronously, so the files go in once the rows are committed.
  if (seeded) await files.flush();
  return seeded;
}
