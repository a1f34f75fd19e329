import type { Migration } from '../migrate';
import { accounts } from './001-accounts';
import { general } from './002-general';
import { orders } from './003-orders';
import { filters } from './004-filters';
import { messagingCommerce } from './005-messaging-commerce';
import { proofing } from './006-proofing';
import { uploads } from './007-uploads';
import { ordersBoardOrder } from './008-orders-board-order';
import { idempotencyKeys } from './009-idempotency-keys';
import { ordersListSorts } from './010-orders-list-sorts';
import { orderDownloadSettings } from './011-order-download-settings';
import { topicCarries } from './012-topic-carries';
import { pdfToolsEntries } from './014-pdf-tools-entries';
import { orderCreation } from './015-order-creation';
import { invoiceOrderLines } from './016-invoice-order-lines';
import { payments } from './017-payments';
import { testProviderCharges } from './018-test-provider-charges';
import { plans } from './019-plans';
import { invoiceGrants } from './020-invoice-grants';
import { profileDetails } from './021-profile-details';
import { accountDeletions } from './022-account-deletions';
import { userDeactivation } from './023-user-deactivation';
import { approvalWorkflows } from './025-approval-workflows';
import { imageLibrary } from './026-image-library';
import { orderStatusChanges } from './027-order-status-changes';
import { accessRequests } from './029-access-requests';

/** Add a new numbered module and list it here; `migrate` applies what a database lacks. */
export const migrations: readonly Migration[] = [
  accounts,
  general,
  orders,
  filters,
  messagingCommerce,
  proofing,
  uploads,
  ordersBoardOrder,
  idempotencyKeys,
  ordersListSorts,
  orderDownloadSettings,
  topicCarries,
  pdfToolsEntries,
  orderCreation,
  invoiceOrderLines,
  payments,
  testProviderCharges,
  plans,
  invoiceGrants,
  profileDetails,
  accountDeletions,
  userDeactivation,
  approvalWorkflows,
  imageLibrary,
  orderStatusChanges,
  accessRequests,
];
