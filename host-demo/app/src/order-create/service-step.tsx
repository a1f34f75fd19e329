import type { CatalogueService, ServiceCatalogue } from 'proofdesk/contract';
import { fillTemplate } from 'proofdesk/rules';
import { useState } from 'react';
import { createMessages as m } from './messages';

/** '$249.00' in the account's currency (the catalogue's ISO code). */
export function formatPrice(price: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency}`;
  }
}

/**
 * Step 1 (dashboard §2 /orders/new "a service-selection step"): the categories, then the chosen
 * category's services, each with its description and, for pay-as-you-go, its price. A service
 * without a pay-as-you-go price is shown but cannot be chosen by a pay-as-you-go account.
 */
export function ServiceStep({
  catalogue,
  payAsYouGo,
  initialCategory,
  onChoose,
}: {
  catalogue: ServiceCatalogue;
  payAsYouGo: boolean;
  initialCategory?: string | undefined;
  onChoose: (service: CatalogueService) => void;
}) {
  const [categoryId, setCategoryId] = useState(initialCategory ?? catalogue.categories[0]?.id ?? '');
  const category = catalogue.categories.find((item) => item.id === categoryId);
  return (
    <div className="create-step">
      <h2 className="create-step-title">{m.stepService}</h2>
      <nav aria-label={m.categories} className="create-categories">
        <ul>
          {catalogue.categories.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`pd-button ${item.id === categoryId ? 'pd-button--secondary' : 'pd-button--ghost'}`}
                aria-pressed={item.id === categoryId}
                onClick={() => setCategoryId(item.id)}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {category ? (
        <section aria-labelledby="create-services-title">
          <h3 id="create-services-title" className="create-services-title">
            {fillTemplate(m.services, { category: category.name })}
          </h3>
          {category.services.length === 0 ? (
            <p className="create-muted">{m.noServicesInCategory}</p>
          ) : (
            <ul className="create-services">
              {category.services.map((service) => {
                const unavailable = payAsYouGo && service.price === null;
                return (
                  <li key={service.id} className="create-service">
                    <div className="create-service-text">
                      <strong>{service.name}</strong>
                      <span>{service.description}</span>
                      <span className="create-muted">
                        {service.price === null
                          ? m.planOnly
                          : fillTemplate(m.perOrder, { price: formatPrice(service.price, service.currency) })}
                      </span>
                    </div>
                    <button
                      type="button"
                      className="pd-button pd-button--primary"
                      disabled={unavailable}
                      aria-label={fillTemplate(m.choose, { name: service.name })}
                      onClick={() => onChoose(service)}
                    >
                      {fillTemplate(m.choose, { name: '' }).trim()}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : (
        <p className="create-muted">{m.chooseCategory}</p>
      )}
    </div>
  );
}
