import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';

/**
 * Documents have whole-number ids, so another id (/cms-api/restaurants/london) names a document that does not exist:
 * 404, as for any missing one. Passed on, it became NaN, which SQLite's driver refuses, and the API answered 500
 * (found by the fuzz test).
 */
const refuseOtherIds: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const id: unknown = (args as { id?: unknown }).id;
  const byId = operation === 'read' || operation === 'update' || operation === 'delete';
  if (byId && id !== undefined && id !== null && !/^\d+$/.test(String(id))) throw new NotFound(req.t);
  return args;
};

/** The collection, refusing an id that cannot be one of its documents' before its own hooks run. */
export const withWholeNumberIds = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseOtherIds, ...(collection.hooks?.beforeOperation ?? [])] },
});
