import type Ajv from 'ajv';
import type { KeywordDefinition } from 'ajv';

export function beforeTodayKeyword(today?: 'local' | 'latest'): KeywordDefinition;
export function withDateKeyword(today?: 'local' | 'latest'): (ajv: Ajv) => Ajv;
