import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * The answer shape of every JSON endpoint except the token endpoints. `reauth` is set when the
 * session must end (the client shows `message`, clears the session and reloads).
 */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    data: Type.Optional(data),
    message: Type.Optional(Type.String()),
    messages: Type.Optional(Type.Array(Type.String())),
    id: Type.Optional(Type.String()),
    reauth: Type.Optional(Type.Boolean()),
  });

/** A paged list's figures (the message lists; sdk/core/domain's `pageMeta` computes them). */
export interface PageMeta {
  page: number;
  totalPages: number;
}

export interface EnvelopeOf<T> {
  success: boolean;
  data?: T;
  message?: string;
  messages?: string[];
  id?: string;
  reauth?: boolean;
  /** Paged lists (notifications) answer their page figures beside `data` (dashboard §7). */
  meta?: PageMeta;
}

export const ErrorEnvelope = Envelope(Type.Never());
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
