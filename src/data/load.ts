// The data files as the widget uses them: generated imports of schemas/ and flows/, the merged flow tables.
import { flowFiles, panelFiles } from '../generated/data';
import { buildTables } from '../flow/tables';

export const tables = buildTables(flowFiles);
export const panels = panelFiles;
