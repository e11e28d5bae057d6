// What every page shares (a flow file's "everyPage", docs/flows.md "Rows every page shares"): where a block for every
// file may be written, its links and footnotes as a panel's are checked, and the pages it reaches.
import CORE_FLOWS from '../core-flows.json';
import { DRAWN_KINDS } from '../../flow/everyPage';
import type { Tables } from '../../flow/tables';
import { checkControls, checkFootnotes } from './controls';
import type { DataFiles, Report } from './report';

export function checkEveryPage(r: Report, files: DataFiles, tables: Tables) {
  for (const [name, flow] of Object.entries(files.flows)) {
    const block = flow.everyPage;
    if (!block) continue;
    const file = `flows/${name}`;
    // the bundle brings the core files; another comes when one of its pages is first needed, too late for the rest
    if (block.scope === 'all' && !CORE_FLOWS.includes(name))
      r.add(
        file,
        '/everyPage/scope',
        `what every page of every file shares is written in ${CORE_FLOWS.join(' or ')}, which come with the bundle (this file comes only when one of its pages is first needed): move the block there, or make its scope "file"`,
      );
    const pages = Object.entries(tables.pages)
      .filter(([, p]) => p.sharedFrom?.includes(name))
      .map(([id]) => id);
    if (!pages.length)
      r.add(
        file,
        '/everyPage',
        `applies to no page: no page of this file${block.scope === 'all' ? ' or any other' : ''} is of the kinds it names (${(block.kinds ?? DRAWN_KINDS).join(', ')})`,
      );
    // a condition here may name facts, not fields: the pages it shows on draw different panels
    checkControls(r, block.links ?? [], file, '/everyPage/links', []);
    checkFootnotes(r, block.footnotes ?? [], file, '/everyPage/footnotes', [], pages);
  }
}
