import type { Generated } from 'kysely';

// The tables as the migrations (host-demo/server/db/migrations) leave them, one interface each, for
// Kysely's typed queries. Generated from a migrated database's PRAGMA table_info: a column with a
// default is Generated<…> (optional on insert). Times: epoch milliseconds as number (accounts,
// sessions, messaging, commerce) or ISO-8601 text (orders, proofing); flags are 0/1 integers in
// both dialects (PostgreSQL columns are BIGINT, read back as numbers: open-data.ts). Add a
// migration → update the table here in the same commit.

export interface AnnotationCommentsTable {
  id: string;
  topic_id: string;
  message: string;
  mentions: Generated<string>;
  sender_id: string | null;
  guest_id: string | null;
  created_at: string;
}

export interface AnnotationTopicCarriesTable {
  from_topic_id: string;
  to_version_id: string;
  to_topic_id: string;
  carried_by: string | null;
  created_at: string;
}

export interface AnnotationTopicsTable {
  id: string;
  version_id: string;
  message: string;
  mentions: Generated<string>;
  annotation: string | null;
  sender_id: string | null;
  guest_id: string | null;
  is_resolve: Generated<number>;
  is_public: Generated<number>;
  created_at: string;
}

export interface AnnouncementsTable {
  id: string;
  html: string;
  background_color: string;
  text_color: string;
  active: Generated<number>;
  sort_order: Generated<number>;
  created_at: number;
}

export interface ArchivedFilterPresetsTable {
  id: string;
  user_id: string;
  name: string;
  fields: string;
  created_at: string;
  updated_at: string;
}

export interface AttachmentTimelineTable {
  id: string;
  attachment_id: string;
  version_id: string | null;
  type: string;
  content: string;
  user_id: string | null;
  created_at: string;
}

export interface AttachmentVersionsTable {
  id: string;
  attachment_id: string;
  version: number;
  file_name: string;
  file_type: string;
  storage_key: string;
  file_size: Generated<number>;
  created_at: string;
  is_internal: Generated<number>;
  is_internal_approved: Generated<number>;
  is_disabled_annotation: Generated<number>;
  is_disabled_internal_annotation: Generated<number>;
  draft_version: Generated<number>;
  thumbnail_key: string | null;
  uploaded_by_type: string | null;
  creator_id: string | null;
  deleted_at: string | null;
  delete_reason: string | null;
  is_pdf_tools: Generated<number>;
}

export interface AttachmentsTable {
  id: string;
  order_id: string;
  group: string;
  file_name: string;
  starting_tab: Generated<string>;
  is_disabled_internal_tab_annotation: Generated<number>;
  is_disabled_public_tab_annotation: Generated<number>;
  attachment_type_start_from: string | null;
  created_at: string;
  created_by: string | null;
}

export interface BusinessHoursTable {
  id: number;
  office_time_zone: string;
  weekly_hours: string;
}

export interface ClientsTable {
  id: string;
  name: string;
  type: string;
  parent_client_id: string | null;
  whitelabel: string | null;
  profile_complete: Generated<number>;
  created_at: number;
}

export interface FilterPresetsTable {
  id: string;
  user_id: string;
  name: string;
  fields: string;
  created_at: string;
  updated_at: string;
}

export interface GuestInvitationsTable {
  id: string;
  order_id: string;
  token_hash: string;
  guest_name: string;
  guest_email: string;
  guest_avatar: string | null;
  message: Generated<string>;
  inviter_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface GuestSessionsTable {
  id: string;
  token_hash: string;
  invitation_id: string;
  order_id: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface IdempotencyKeysTable {
  user_id: string;
  operation: string;
  key: string;
  fingerprint: string;
  status: number;
  body: string;
  created_at: number;
}

export interface ImpersonationTokensTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_by: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface InvoiceLinesTable {
  id: string;
  invoice_id: string;
  product_id: string | null;
  position: number;
  name: string;
  item_type: string;
  unit_price_cents: number;
  qty: number;
  order_id: Generated<string | null>;
}

export interface PlansTable {
  id: string;
  title: string;
  type: string;
  payment_term: string | null;
  price_cents: number;
  currency: Generated<string>;
  tier: number;
  maximum_active_orders: number | null;
  order_quota: number | null;
  storage_bytes: number | null;
  hours: number;
}

export interface AccountPlansTable {
  client_id: string;
  plan_id: string;
  scheduled_plan_id: string | null;
  updated_at: number;
}

export interface InvoiceGrantsTable {
  invoice_id: string;
  client_id: string;
  applied_at: number;
}

export interface InvoicesTable {
  id: string;
  client_id: string;
  user_id: string | null;
  status: string;
  currency: string;
  subtotal_cents: number;
  created_at: number;
  paid_at: number | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  group_key: string;
  order_id: string | null;
  title: string;
  message: string;
  avatar: string | null;
  username: string | null;
  data: Generated<string>;
  created_at: number;
  read_at: number | null;
}

export interface OrderCollaboratorsTable {
  order_id: string;
  user_id: string;
  is_collaborator: Generated<number>;
  is_approver: Generated<number>;
}

export interface OrderDownloadSettingsTable {
  order_id: string;
  watermark_key: string | null;
  is_download_with_watermark: Generated<number>;
  is_dark_background: Generated<number>;
}

export interface OrderTimelineTable {
  id: string;
  order_id: string;
  user_id: string | null;
  type: string;
  content: string | null;
  created_at: string;
}

/** One status change of an order (migration 027): what reporting reads. */
export interface OrderStatusChangesTable {
  id: string;
  order_id: string;
  from_status: string;
  to_status: string;
  user_id: string | null;
  changed_at: string;
}

export interface OrdersTable {
  id: string;
  order_number: number;
  client_id: string;
  creator_id: string | null;
  operator_id: string | null;
  manager_id: string | null;
  service_id: string | null;
  name: string;
  package_name: string | null;
  status: string;
  card_state: string | null;
  position: Generated<number>;
  is_frozen: Generated<number>;
  locked_at: string | null;
  archived_at: string | null;
  queue_percent: number | null;
  work_percent: number | null;
  created_at: string;
  updated_at: string;
  due_date: string | null;
  hold_reason: string | null;
  cancel_reason: string | null;
  brief: Generated<string>;
  priority: Generated<string>;
  payg: Generated<number>;
}

export interface OrderOptionsTable {
  order_id: string;
  option_id: string;
  name: string;
  value: string;
}

export interface PasswordResetsTable {
  id: string;
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface PdfToolsEntriesTable {
  version_id: string;
  list: string;
  entry: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: Generated<string>;
  item_type: string;
  price_cents: number;
  currency: Generated<string>;
  active: Generated<number>;
  sort_order: Generated<number>;
  created_at: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface ServiceCategoriesTable {
  id: string;
  name: string;
}

export interface ServicesTable {
  id: string;
  category_id: string | null;
  name: string;
  description: Generated<string>;
  product_id: Generated<string | null>;
}

export interface ServiceOptionsTable {
  id: string;
  service_id: string;
  name: string;
  choices: string;
  required: Generated<number>;
  position: Generated<number>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  client_kind: string;
  impersonator_id: string | null;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface UploadsTable {
  key: string;
  order_id: string | null;
  user_id: string | null;
  type: string;
  name: string;
  size: number;
  content_type: string;
  status: Generated<string>;
  created_at: string;
  expires_at: string;
}

export interface UsersTable {
  id: string;
  client_id: string | null;
  email: string;
  username: string | null;
  password_hash: string;
  firstname: string;
  lastname: string;
  avatar: string | null;
  job_title: Generated<string>;
  role: string;
  time_zone: Generated<string>;
  view_only: Generated<number>;
  profile: Generated<string>;
  created_at: number;
  /** Set while an owner has deactivated the member (migration 023); null is active. */
  deactivated_at: Generated<number | null>;
}

export interface PaymentMethodsTable {
  id: string;
  client_id: string;
  created_by: string | null;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: Generated<string>;
  is_default: Generated<number>;
  is_active: Generated<number>;
  created_at: number;
}

export interface PaymentsTable {
  id: string;
  invoice_id: string;
  client_id: string;
  user_id: string | null;
  payment_method_id: string | null;
  idempotency_key: string;
  provider: string;
  provider_charge_id: string | null;
  status: string;
  amount_cents: number;
  currency: string;
  brand: string;
  last4: string;
  failure_message: string | null;
  created_at: number;
  confirmed_at: number | null;
}

export interface TestProviderChargesTable {
  idempotency_key: string;
  charge_id: string;
  token: string;
  outcome: string;
  amount_cents: number;
  currency: string;
  reference: string;
  created_at: number;
}

export interface UserContactsTable {
  user_id: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  updated_at: number;
}

export interface ClientDetailsTable {
  client_id: string;
  phone: string;
  address: string;
  website: string;
  updated_at: number;
}

export interface AccountDeletionsTable {
  client_id: string;
  requested_by: string | null;
  reason: string;
  requested_at: number;
  delete_at: number;
}

export interface LibraryImagesTable {
  id: string;
  client_id: string;
  saved_by: string | null;
  provider: string;
  provider_image_id: string;
  title: string;
  file_name: string;
  storage_key: string;
  file_size: number;
  width: number;
  height: number;
  photographer: string;
  photographer_url: string | null;
  source_url: string | null;
  credit: string;
  licence: string;
  saved_at: string;
}

export interface AccessRequestsTable {
  id: string;
  email: string;
  name: string;
  company: string;
  message: string;
  requested_at: number;
}

export interface WorkflowsTable {
  id: string;
  client_id: string;
  name: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface WorkflowStagesTable {
  workflow_id: string;
  position: number;
  name: string;
  rule: string;
  deadline_days: number | null;
  /** JSON: [{ kind: 'user', userId } | { kind: 'role', role }] */
  reviewers: string;
}

export interface OrderWorkflowsTable {
  order_id: string;
  workflow_id: string | null;
  name: string;
  status: string;
  current_position: number;
  round: number;
  assigned_at: number;
}

export interface OrderWorkflowStagesTable {
  order_id: string;
  position: number;
  name: string;
  rule: string;
  deadline_days: number | null;
  reviewers: string;
  state: string;
  opened_at: number | null;
}

export interface OrderWorkflowDecisionsTable {
  id: string;
  order_id: string;
  round: number;
  position: number;
  user_id: string | null;
  user_name: string;
  user_role: string;
  decision: string;
  decided_at: number;
}

export interface Database {
  access_requests: AccessRequestsTable;
  annotation_comments: AnnotationCommentsTable;
  annotation_topic_carries: AnnotationTopicCarriesTable;
  annotation_topics: AnnotationTopicsTable;
  account_deletions: AccountDeletionsTable;
  account_plans: AccountPlansTable;
  announcements: AnnouncementsTable;
  archived_filter_presets: ArchivedFilterPresetsTable;
  attachment_timeline: AttachmentTimelineTable;
  attachment_versions: AttachmentVersionsTable;
  attachments: AttachmentsTable;
  business_hours: BusinessHoursTable;
  client_details: ClientDetailsTable;
  clients: ClientsTable;
  filter_presets: FilterPresetsTable;
  guest_invitations: GuestInvitationsTable;
  guest_sessions: GuestSessionsTable;
  idempotency_keys: IdempotencyKeysTable;
  impersonation_tokens: ImpersonationTokensTable;
  invoice_grants: InvoiceGrantsTable;
  invoice_lines: InvoiceLinesTable;
  invoices: InvoicesTable;
  library_images: LibraryImagesTable;
  notifications: NotificationsTable;
  order_collaborators: OrderCollaboratorsTable;
  order_download_settings: OrderDownloadSettingsTable;
  order_timeline: OrderTimelineTable;
  order_options: OrderOptionsTable;
  order_status_changes: OrderStatusChangesTable;
  order_workflow_decisions: OrderWorkflowDecisionsTable;
  order_workflow_stages: OrderWorkflowStagesTable;
  order_workflows: OrderWorkflowsTable;
  orders: OrdersTable;
  password_resets: PasswordResetsTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  pdf_tools_entries: PdfToolsEntriesTable;
  plans: PlansTable;
  products: ProductsTable;
  schema_migrations: SchemaMigrationsTable;
  service_categories: ServiceCategoriesTable;
  service_options: ServiceOptionsTable;
  services: ServicesTable;
  sessions: SessionsTable;
  test_provider_charges: TestProviderChargesTable;
  uploads: UploadsTable;
  user_contacts: UserContactsTable;
  users: UsersTable;
  workflow_stages: WorkflowStagesTable;
  workflows: WorkflowsTable;
}
