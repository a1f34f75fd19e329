import type { Db } from '../db';
import { DEMO_SERVICE_DETAILS } from './demo-services';

/**
 * The create-order form's catalogue (issue 25): each demo service's description, pay-as-you-go
 * product and option lists. Runs after the products exist (services.product_id references them).
 */
export function seedServiceCatalogue(db: Db): void {
  const service = db.prepare('UPDATE services SET description = ?, product_id = ? WHERE id = ?');
  const option = db.prepare(
    `INSERT INTO service_options (id, service_id, name, choices, required, position) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
  );
  for (const [id, detail] of Object.entries(DEMO_SERVICE_DETAILS)) {
    service.run(detail.description, detail.productId, id);
    detail.options.forEach((item, index) => {
      option.run(
        `${id}-opt-${index + 1}`,
        id,
        item.name,
        JSON.stringify(item.choices),
        item.required ? 1 : 0,
        index,
      );
    });
  }
}
