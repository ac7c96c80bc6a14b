import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * Syntax colours of the code viewers, taken from the theme's CSS variables: CodeMirror's default highlight style has
 * fixed colours made for a white background, which the dark theme's surface leaves unreadable.
 */
export const themedHighlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--code-keyword)',
  },
  { tag: [tags.atom, tags.bool, tags.null, tags.number, tags.literal, tags.url, tags.labelName], color: 'var(--code-literal)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.escape], color: 'var(--code-string)' },
  { tag: tags.comment, color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.namespace, tags.standard(tags.typeName)], color: 'var(--code-type)' },
  {
    tag: [tags.definition(tags.variableName), tags.function(tags.definition(tags.variableName)), tags.propertyName],
    color: 'var(--code-definition)',
  },
  { tag: [tags.meta, tags.processingInstruction], color: 'var(--text-muted)' },
  { tag: tags.invalid, color: 'var(--danger)' },
  { tag: tags.heading, fontWeight: 'bold' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.link, textDecoration: 'underline' },
]);

/** CodeMirror's own selection colours are light greys, under which the dark theme's light text disappears. */
export const themedSelection = EditorView.theme({
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-content ::selection': {
    background: 'var(--code-selection)',
  },
});
