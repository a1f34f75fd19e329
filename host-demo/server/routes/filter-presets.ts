import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ArchivedPresetSaveRequest,
  FilterNoQuery,
  PRESET_MESSAGES,
  PresetIdParams,
  PresetSaveRequest,
} from 'proofdesk/contract';
import {
  canDeletePreset,
  canSavePreset,
  isAccountRole,
  presetKeepsOperatorFilter,
  validatePresetName,
} from 'proofdesk/rules';
import { authOf, csrfGuard, requireRole, requireSession } from '../auth';
import {
  deletePreset,
  insertPreset,
  listPresets,
  normaliseForm,
  type PresetRow,
  type PresetTable,
  toArchivedPresetFilter,
  toPresetFilter,
  updatePreset,
} from '../filters';
import { denied, done, invalid, notFound, type ServerContext, send } from '../http';
import { accessUserOf } from '../orders';

interface PresetArea {
  path: string;
  table: PresetTable;
  body: TSchema;
  toAnswer: (row: PresetRow) => unknown;
}

type Form = Record<string, string | null | undefined>;

/**
 * List, create, update and delete of one preset kind; a user only ever touches their own presets.
 * After a change the user's sockets hear `reload-sidebar`, so the preset lists in their other tabs
 * (and devices) refetch: presets are a live collection (issue 10).
 */
function presetArea(ctx: ServerContext, app: FastifyInstance, area: PresetArea) {
  const reader = [requireSession(ctx), requireRole(isAccountRole)];
  const writer = [...reader, csrfGuard(ctx, 'filter')];
  const changed = (userId: string) => ctx.hub.publish([userId], 'reload-sidebar');

  app.get(area.path, { schema: { querystring: FilterNoQuery }, preHandler: reader }, async (request, reply) =>
    send(
      reply,
      done({ data: (await listPresets(ctx.data, area.table, authOf(request).user.id)).map(area.toAnswer) }),
    ),
  );

  /** Checks shared by create and update; answers and returns undefined when the request fails. */
  const prepare = async (request: Parameters<typeof authOf>[0], reply: FastifyReply) => {
    const { user } = authOf(request);
    const access = await accessUserOf(ctx.data, user);
    // "Users flagged viewOnly cannot save or delete presets unless their role is CSO."
    if (!canSavePreset(access)) return void send(reply, denied());
    const form = request.body as Form;
    const nameError = validatePresetName(form.name);
    if (nameError) return void send(reply, invalid(nameError));
    const normal = normaliseForm(form, presetKeepsOperatorFilter(access));
    if ('errors' in normal) return void send(reply, invalid(...normal.errors));
    return { user, name: (form.name ?? '').trim(), fields: normal.fields };
  };

  app.post(area.path, { schema: { body: area.body }, preHandler: writer }, async (request, reply) => {
    const input = await prepare(request, reply);
    if (!input) return reply;
    const row = await insertPreset(ctx.data, area.table, input.user.id, input.name, input.fields, ctx.now());
    changed(input.user.id);
    return send(reply, done({ data: area.toAnswer(row), message: PRESET_MESSAGES.saved, id: row.id }));
  });

  app.put<{ Params: { id: string } }>(
    `${area.path}/:id`,
    { schema: { params: PresetIdParams, body: area.body }, preHandler: writer },
    async (request, reply) => {
      const input = await prepare(request, reply);
      if (!input) return reply;
      const change = { name: input.name, fields: input.fields };
      const updated = await updatePreset(
        ctx.data,
        area.table,
        input.user.id,
        request.params.id,
        change,
        ctx.now(),
      );
      if (!updated) return send(reply, notFound(PRESET_MESSAGES.notFound));
      changed(input.user.id);
      return send(
        reply,
        done({ data: area.toAnswer(updated), message: PRESET_MESSAGES.saved, id: updated.id }),
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${area.path}/:id`,
    { schema: { params: PresetIdParams }, preHandler: writer },
    async (request, reply) => {
      const { user } = authOf(request);
      if (!canDeletePreset(await accessUserOf(ctx.data, user))) return send(reply, denied());
      const { id } = request.params;
      if (!(await deletePreset(ctx.data, area.table, user.id, id)))
        return send(reply, notFound(PRESET_MESSAGES.notFound));
      changed(user.id);
      return send(reply, done({ message: PRESET_MESSAGES.deleted, id }));
    },
  );
}

export const filterPresetRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    presetArea(ctx, app, {
      path: '/filters',
      table: 'filter_presets',
      body: PresetSaveRequest,
      toAnswer: toPresetFilter,
    });
    presetArea(ctx, app, {
      path: '/archived-order-filters',
      table: 'archived_filter_presets',
      body: ArchivedPresetSaveRequest,
      toAnswer: toArchivedPresetFilter,
    });
  };
