import { json } from '@codemirror/lang-json';
import { syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { solidity } from '@replit/codemirror-lang-solidity';
import { useEffect, useRef } from 'react';
import { themedHighlightStyle, themedSelection } from './code-highlight.js';
import type { CodeLanguage } from './code-language.js';
import styles from './contracts.module.css';

const LANGUAGES: Record<CodeLanguage, () => Extension[]> = {
  json: () => [json()],
  solidity: () => [solidity],
  text: () => [],
};

/** A read-only CodeMirror view of a source or the ABI: line numbers, highlighting for JSON and Solidity, 10 to 30 lines high (spec 001 §2). */
export function CodeViewer({ text, label, language }: { text: string; label: string; language: CodeLanguage }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          lineNumbers(),
          syntaxHighlighting(themedHighlightStyle),
          themedSelection,
          ...LANGUAGES[language](),
        ],
      }),
    });
    return () => view.destroy();
  }, [text, label, language]);
  return <div ref={host} className={styles.code} />;
}
