// Stands in for markdown-to-jsx: no schema renders markdown (the data check forbids ui:enableMarkdownInDescription).
import { createElement, type ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return createElement('span', null, children);
}
export default Markdown;
