import type { ActivityItem } from '@tessera/core';
import type { ActivityRow } from './service.ts';

export function presentActivity(row: ActivityRow): ActivityItem {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    action: row.action,
    createdAt: row.createdAt.toISOString(),
  };
}
