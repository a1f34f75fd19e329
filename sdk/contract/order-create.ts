import { type Static, Type } from '@sinclair/typebox';
import { ORDER_FORM_LIMITS, ORDER_PRIORITIES } from './order-create-constants';

export * from './order-create-constants';

// Creating and duplicating orders (issue 25): the service catalogue, the draft form, publishing,
// the pay-as-you-go hand-over to the cart, and the copy of an order's supplied files.

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });

/** One choice list of a service ('Size': A5, A4, A3). */
export const ServiceOption = Type.Object({
  id: Type.String(),
  name: Type.String(),
  choices: Type.Array(Type.String()),
  required: Type.Boolean(),
});
export type ServiceOption = Static<typeof ServiceOption>;

export const CatalogueService = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  options: Type.Array(ServiceOption),
  /** The pay-as-you-go price in the currency unit, or null when it cannot be bought as you go. */
  price: Type.Union([Type.Number(), Type.Null()]),
  currency: Type.String(),
});
export type CatalogueService = Static<typeof CatalogueService>;

export const ServiceCategory = Type.Object({
  id: Type.String(),
  name: Type.String(),
  services: Type.Array(CatalogueService),
});
export type ServiceCategory = Static<typeof ServiceCategory>;

/** Answer data of GET /order/services: categories by name, each with its services by name. */
export const ServiceCatalogue = Type.Object({ categories: Type.Array(ServiceCategory) });
export type ServiceCatalogue = Static<typeof ServiceCatalogue>;

/**
 * Body of POST /order (a new draft) and PUT /order/{id} (the draft's new values, whole). A draft
 * may be incomplete: only the service is needed; publishing checks the rest.
 */
export const OrderForm = Type.Object(
  {
    serviceId: Id,
    name: Type.String({ maxLength: ORDER_FORM_LIMITS.name }),
    brief: Type.String({ maxLength: ORDER_FORM_LIMITS.brief }),
    /** yyyy-mm-dd, or '' for none yet. */
    dueDate: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })]),
    priority: Type.Union(ORDER_PRIORITIES.map((value) => Type.Literal(value))),
    /** Option id → the chosen choice. */
    options: Type.Record(
      Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
      Type.String({ maxLength: ORDER_FORM_LIMITS.option }),
      {
        maxProperties: ORDER_FORM_LIMITS.options,
      },
    ),
  },
  { additionalProperties: false },
);
export type OrderForm = Static<typeof OrderForm>;

/** A draft as the form reads it back (GET /order/{id}/form): the form's fields and its state. */
export const OrderFormSource = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  form: OrderForm,
  /** Still a draft (editable), or already published (a clone source only). */
  isDraft: Type.Boolean(),
  /** The draft waits for payment in the cart (pay as you go). */
  inCart: Type.Boolean(),
  /** The supplied files, offered for copying into a duplicate. */
  files: Type.Array(
    Type.Object({ attachmentId: Type.String(), fileName: Type.String(), size: Type.Number() }),
  ),
});
export type OrderFormSource = Static<typeof OrderFormSource>;

/** Answer data of POST /order, PUT /order/{id} and the publish calls. */
export const OrderSaved = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  /** 'draft', 'published' or 'in-cart'. */
  state: Type.String(),
});
export type OrderSaved = Static<typeof OrderSaved>;

/** Answer data of POST /order/{id}/pay-as-you-go: the cart item to add (cart.add). */
export const PaygCartItem = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  state: Type.String(),
  item: Type.Object({ id: Type.String(), type: Type.String(), qty: Type.Integer() }),
});
export type PaygCartItem = Static<typeof PaygCartItem>;

/** Body of POST /order/{id}/copy-files: supplied files of `fromOrderId` to copy into draft {id}. */
export const CopyFilesBody = Type.Object(
  {
    fromOrderId: Id,
    attachmentIds: Type.Array(Id, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type CopyFilesBody = Static<typeof CopyFilesBody>;

/** Body of POST /order/{id}/publish and /pay-as-you-go: nothing (an empty object or none). */
export const OrderPublishBody = Type.Object({}, { additionalProperties: false });
