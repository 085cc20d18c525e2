/**
 * SPEC.md sections 2 and 4: the testimonials, one at a time; Previous and Next wrap at both ends,
 * and the position ('2 of 4') is announced. A highlighted testimonial says so in words as well
 * as in colour.
 */
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { siteHome } from '../../shared/site-text.ts'

export function TestimonialsCarousel() {
  const { testimonials } = siteHome()
  const [index, setIndex] = useState(0)
  const count = testimonials.items.length
  const current = testimonials.items[index] ?? testimonials.items[0]!
  const move = (step: number) => setIndex((index + step + count) % count)
  const position = index + 1

  return (
    <section className="home-section testimonials" aria-labelledby="testimonials-heading" aria-roledescription="carousel">
      <h2 id="testimonials-heading">{testimonials.title}</h2>
      <figure className={current.isHighlighted ? 'card testimonial testimonial-highlighted' : 'card testimonial'}>
        {current.isHighlighted && <p className="testimonial-flag">{t`Featured story`}</p>}
        <blockquote>
          <p>{current.text}</p>
        </blockquote>
        <figcaption>{current.author}</figcaption>
      </figure>
      <div className="carousel-controls">
        <button type="button" className="button button-secondary" aria-label={t`Previous testimonial`} onClick={() => move(-1)}>
          {t`Previous`}
        </button>
        <p className="carousel-position" aria-live="polite">
          {t({ message: `${position} of ${count}`, comment: 'Which testimonial is shown: 2 of 4' })}
        </p>
        <button type="button" className="button button-secondary" aria-label={t`Next testimonial`} onClick={() => move(1)}>
          {t`Next`}
        </button>
      </div>
    </section>
  )
}
