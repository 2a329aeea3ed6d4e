// Completion and hover from podterm's schema of the documents (manifest/schema), for the
// version the document asks for: keys that may come next, the values a field takes, and
// what a key means. Registered once for the YAML language. The field tree and its docs
// (~80 KB gzip) are a chunk of their own, fetched as the editor registers and awaited by
// the first completion or hover, so that they never delay the editor's first paint.
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { NEWEST, type KubeVersion } from '../../versions/version.ts';
import { readKubernetesVersion } from '../../manifest/read/readVersion.ts';

const versionOf = (text: string): KubeVersion => readKubernetesVersion(text) ?? NEWEST;

export function registerSchemaHelp(monaco: typeof Monaco): void {
  const help = import('../../manifest/schema/lookup.ts');
  monaco.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: [' ', ':'],
    async provideCompletionItems(model, position) {
      const { completionsAt } = await help;
      const text = model.getValue();
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(
        position.lineNumber,
        word.startColumn,
        position.lineNumber,
        word.endColumn,
      );
      const items = completionsAt(text, position.lineNumber, position.column, versionOf(text));
      return {
        suggestions: items.map((c) => ({
          label: c.label,
          kind:
            c.kind === 'field'
              ? monaco.languages.CompletionItemKind.Field
              : monaco.languages.CompletionItemKind.Value,
          detail: c.detail,
          documentation: c.doc,
          insertText: c.insert,
          // Fields a newer version brings come last.
          sortText: `${c.later ? '1' : '0'}${c.label}`,
          range,
        })),
      };
    },
  });
  monaco.languages.registerHoverProvider('yaml', {
    async provideHover(model, position) {
      const { hoverAt } = await help;
      const text = model.getValue();
      const h = hoverAt(text, position.lineNumber, position.column, versionOf(text));
      if (!h) return null;
      return {
        range: new monaco.Range(
          position.lineNumber,
          h.keyStart + 1,
          position.lineNumber,
          h.keyEnd + 1,
        ),
        contents: [{ value: `**${h.title}**` }, { value: h.doc }],
      };
    },
  });
}
