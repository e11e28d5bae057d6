// The boxes the kit ticks (boxes.ts), on fixture panels and flow tables of their own.
import { buildTables } from '../../src/flow/tables';
import type { FlowFile } from '../../src/data/types';
import { requiredBoxes, sentBoxes, tickedOn, type KitTables } from './boxes';

const schemas = {
  form: {
    type: 'object',
    required: ['agree', 'name', 'answered', 'never'],
    properties: {
      agree: { type: 'boolean', const: true },
      // a question that must be answered yes or no: answered yes
      answered: { type: 'boolean' },
      never: { type: 'boolean', const: false },
      optional: { type: 'boolean', const: true },
      name: { type: 'string' },
    },
  },
  plain: { type: 'object', properties: { name: { type: 'string' } } },
};

test("a panel's boxes and questions: required (a box held to true); ticked on its page, sent by their names on the wire", () => {
  const boxes = requiredBoxes(schemas);
  expect(boxes).toEqual({ form: ['agree', 'answered'] });
  const flow = {
    pages: { P: { kind: 'panel', panel: 'form', request: 'save' }, Q: { kind: 'panel', panel: 'plain' } },
    requests: { save: { path: 'x', payload: { terms: { from: 'field.agree' }, name: { from: 'field.name' } } } },
  } as unknown as FlowFile;
  const tables: KitTables = Object.assign(buildTables({ 'f.json': flow }), { boxes });
  expect(tickedOn(tables, 'P')).toEqual({ agree: true, answered: true });
  expect(tickedOn(tables, 'Q')).toEqual({});
  expect(tickedOn(tables, 'NONE')).toEqual({});
  expect(sentBoxes(tables, 'P', 'save')).toEqual({ terms: true });
  expect(sentBoxes(tables, 'Q', 'save')).toEqual({});
});
