import { firstLoadModules } from './breakdown.mjs';
for (const html of ['index.html', 'products/house-blend-coffee.html']) {
  const r = firstLoadModules('.next', html);
  console.log(html, JSON.stringify(r).slice(0, 200));
  const mods = (r.modules ?? []).filter((m) => !/node_modules/.test(m.name)).sort((a, b) => b.kb - a.kb);
  console.log(mods.slice(0, 60).map((m) => `${m.kb.toFixed(2)} ${m.name}`).join('\n'));
}
