import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityHash, ints, rowsOf } from './insights.sql.ts';

/**
 * One aggregate of an asset: a page's views (`page`), seconds (`time`), the sessions it reached (`reach`)
 * or the viewers who reached it or one of its pages (`viewers`, page -1 for the asset).
 */
export type AssetStat = {
  src: 'page' | 'time' | 'reach' | 'viewers';
  asset_id: number | null;
  page: number;
  kind: 'view' | 'video' | null;
  n: number;
  seconds: number;
};

type Ids = ReturnType<typeof ints>;

const pages = (ids: Ids) => sql`
  select 'page' as src, asset_id, page, null::text as kind, count(*)::int as n, 0::float8 as seconds
  from page_views where asset_id in (${ids}) group by asset_id, page`;

/** Seconds per asset, page and kind, and the presentation's own (asset null: page -1 the cover, -2 the closing message). */
const times = (presentationId: number, ids: Ids) => sql`
  select 'time', asset_id, page, kind, 0, sum(seconds)::float8
  from asset_time where asset_id in (${ids}) group by asset_id, page, kind
  union all
  select 'time', null, t.page, 'view', 0, sum(t.seconds)::float8
  from asset_time t join view_sessions vs on vs.id = t.session_id
  where vs.presentation_id = ${presentationId} and t.asset_id is null and t.kind = 'view'
  group by t.page`;

/** Sessions per asset that saw one of its pages or spent time on it. */
const reach = (ids: Ids) => sql`
  select 'reach', asset_id, -1, null::text, count(*)::int, 0::float8
  from (
    select session_id, asset_id from page_views where asset_id in (${ids})
    union
    select session_id, asset_id from asset_time where asset_id in (${ids}) and seconds > 0
  ) r group by asset_id`;

/** Distinct viewers per page and per asset (a page seen or time on it): how far viewers got. */
const viewers = (ids: Ids) => sql`
  select 'viewers', asset_id, coalesce(page, -1), null::text, count(distinct k)::int, 0::float8
  from (
    select pv.asset_id, pv.page, ${identityHash} as k from page_views pv
      join view_sessions vs on vs.id = pv.session_id
      where pv.asset_id in (${ids})
    union all
    select t.asset_id, null::int, ${identityHash} from asset_time t
      join view_sessions vs on vs.id = t.session_id
      where t.asset_id in (${ids}) and t.seconds > 0
  ) r
  group by grouping sets ((asset_id, page), (asset_id))
  having grouping(page) = 1 or page is not null`;

/**
 * Page views, seconds, reach and viewers per asset and page: four independent aggregates, each a single
 * pass over its table, in one statement. A refetch during a burst of views waits for a connection once
 * rather than four times, and the four parts read one snapshot.
 */
export function createAssetStatsRepository(db: Db) {
  return {
    assetStats(presentationId: number, assetIds: number[]): Promise<AssetStat[]> {
      const ids = ints(assetIds);
      return rowsOf<AssetStat>(
        db,
        sql`(${pages(ids)}) union all (${times(presentationId, ids)}) union all (${reach(ids)})
          union all (${viewers(ids)})`,
      );
    },
  };
}
