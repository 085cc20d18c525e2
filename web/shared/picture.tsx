/**
 * A picture of the site (schemas/pictures.ts; decision 095): a small SVG the build writes, shown at
 * a fixed size (its width and height are set, so nothing moves when it arrives). Decorative: each
 * one sits beside the heading that says the same, so it has an empty alt and screen readers skip it.
 */

export function Picture({ src, size = 64, lazy = false }: { src: string; size?: 48 | 64 | 96; lazy?: boolean }) {
  return <img className="picture" src={src} alt="" width={size} height={size} loading={lazy ? 'lazy' : undefined} decoding="async" />
}
