// The data check: everything a product owner can break by editing schemas/, flows/ or locales/ is found here and
// reported with the file, the JSON pointer, what is wrong and, where it can tell, what would be right. One module per
// kind of rule, under src/data/check/.
import { checkFlowNames, checkFlowShape, checkReachable } from './check/flows';
import { checkButtonEvents } from './check/events';
import { checkEveryPage } from './check/everyPage';
import { checkSession } from './check/session';
import { checkRules } from './check/rules';
import { checkChannels } from './check/channels';
import { checkLinks } from './check/links';
import { checkLocales } from './check/locales';
import { checkServerTexts } from './check/serverTexts';
import { checkShapes } from './check/shapes';
import { checkBrandTexts } from './check/brandTexts';
import { checkPanels } from './check/panels';
import { checkRequests, keptNames } from './check/requests';
import { newReport, type DataFiles, type Problem } from './check/report';
import { CONTEXT_FIELDS } from './check/contextNames';
import { contextShapesOf } from './check/contextShapes';
import { askedSettings, listFieldsOf } from './check/apps';
import { pressedNames } from './check/controls';
import { scalarSettings, VIEW_FACT_NAMES } from '../panels/viewFacts';

export { SPEC_PAGES } from './check/flows';
export { CODE_KEYS } from './check/locales';
export { didYouMean, type DataFiles, type Problem } from './check/report';

/** `r`: the report to fill (the build reads where each message key is used from it: keyPlaces). */
export function checkData(files: DataFiles, r = newReport()): Problem[] {
  const tables = checkFlowShape(r, files);
  if (!tables) return r.problems;
  r.textVars = [...new Set([...VIEW_FACT_NAMES, ...Object.keys(scalarSettings(tables.settings))])];
  r.contextNames = [...new Set<string>([...CONTEXT_FIELDS, ...keptNames(tables), ...pressedNames(files)])];
  r.listFields = (list) => listFieldsOf(files, list);
  r.contextShapes = contextShapesOf(tables);
  r.appSettings = askedSettings(tables);
  // A check that meets data too malformed to read says so as one problem and the others still run: the product
  // owner gets every finding, never a stack trace (test/data/check-mutations.test.ts finds such data).
  const step = (name: string, run: () => void) => {
    try {
      run();
    } catch (e) {
      r.add('', '/', `${STOPPED} ${name} (${(e as Error).message}): fix the problems above, then check again`);
    }
  };
  step('flow names', () => checkFlowNames(r, files, tables));
  step('requests', () => checkRequests(r, files, tables));
  step('reachable pages', () => checkReachable(r, tables));
  step('session', () => checkSession(r, tables));
  step('panels', () => checkPanels(r, files, keptNames(tables)));
  step('button events', () => checkButtonEvents(r, files, tables));
  step('every page', () => checkEveryPage(r, files, tables));
  step('rules', () => checkRules(r, files, tables));
  step('channels', () => checkChannels(r, files, tables));
  step('links', () => checkLinks(r, files, tables));
  // last: it holds every locale to the keys all the checks above saw in use
  step('locales', () => checkLocales(r, files));
  step("brands' words", () => checkBrandTexts(r, files));
  step('server texts', () => checkServerTexts(r, files, tables.settings));
  // last of all: the files' shapes say only what no check above has said of the place
  step('shapes', () => checkShapes(r, files));
  return r.problems;
}

/** How a problem of a check that could not finish begins. */
export const STOPPED = 'the check could not finish';
