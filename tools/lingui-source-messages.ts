/**
 * English, the source language, compiled into the code at build time (decision 108). After Lingui's
 * macros have run, every message descriptor (`/*i18n*\/ { id, message }`: the output of `t`, `msg`,
 * `plural` and `<Trans>`, and the hand-written ones of schemas/) gets its English `message`
 * compiled, as @lingui/vite-plugin compiles a catalogue's, and loses its `comment` and `context`.
 * `i18n._()` falls back to that message when the active catalogue has no entry, so an English page
 * needs no catalogue at all, and a Kiswahili page looks each id up in its own.
 */
import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

const isExtractMark = (node: BabelTypes.Node): boolean => (node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n')

function keyName(t: typeof BabelTypes, property: BabelTypes.ObjectProperty): string | undefined {
  if (property.computed) return undefined
  if (t.isIdentifier(property.key)) return property.key.name
  if (t.isStringLiteral(property.key)) return property.key.value
  return undefined
}

/** The Babel plugin; run it after Lingui's macro plugin (it works on the program's exit). */
export function compiledSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (message: string) => t.valueToNode(compileMessage(message)) as BabelTypes.Expression
  return {
    name: 'lingui-compiled-source-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
              if (!isExtractMark(path.node)) return
              path.node.properties = path.node.properties.flatMap((property): BabelTypes.ObjectExpression['properties'] => {
                if (!t.isObjectProperty(property)) return [property]
                const key = keyName(t, property)
                if (key === 'comment' || key === 'context') return []
                if (key === 'message' && t.isStringLiteral(property.value)) property.value = compiled(property.value.value)
                return [property]
              })
            },
          })
        },
      },
    },
  }
}
