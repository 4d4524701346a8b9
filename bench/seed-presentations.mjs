// Seeds one user's library for the list benchmark: N presentations with M assets in all, in a few
// set-based statements. `executeSql(text)` runs SQL on PostgreSQL (pg) or PGlite alike.
export const SEED = { presentations: 10_000, assets: 100_000 };

const WORDS = ['Ocean', 'Villa', 'Harbor', 'Loft', 'Garden', 'Summit', 'Maple', 'Sunset', 'Cedar', 'Lake'];

export async function seedPresentations(executeSql, userId, seed = SEED) {
  const words = `array['${WORDS.join("','")}']`;
  await executeSql(`insert into presentations (user_id, title, opening_msg, archived, favorite, created_at, updated_at)
    select ${userId}, (${words})[1 + i % 10] || ' ' || (${words})[1 + (i / 10) % 10] || ' ' || i,
      '<p>Welcome</p>', i % 20 = 0, i % 7 = 0, now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${seed.presentations}) i`);
  await executeSql(`insert into assets (presentation_id, type, title, description, position, thumbnail)
    select p.id, case when a % 3 = 0 then 'link' else 'text' end, 'Asset ' || a, '<p>Text</p>', a,
      case when a = 0 then 'https://img.example.com/' || p.id || '.jpg' end
    from (select id from presentations where user_id = ${userId}) p,
      generate_series(0, ${Math.round(seed.assets / seed.presentations) - 1}) a`);
  await executeSql('analyze presentations; analyze assets');
}
