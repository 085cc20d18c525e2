/**
 * SPEC.md sections 2 and 4: the testimonials, one at a time; Previous and Next wrap at both ends,
 * and the position ('2 of 4') is announced. A highlighted testimonial says so in words as well
 * as in colour.
 */
import { useState } from 'react'
import { home } from '../../../tests-catalog/site.json'

const { testimonials } = home

export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0)
  const count = testimonials.items.length
  const current = testimonials.items[index] ?? testimonials.items[0]!
  const move = (step: number) => setIndex((index + step + count) % count)

  return (
    <section className="home-section testimonials" aria-labelledby="testimonials-heading" aria-roledescription="carousel">
      <h2 id="testimonials-heading">{testimonials.title}</h2>
      <figure className={current.isHighlighted ? 'card testimonial testimonial-highlighted' : 'card testimonial'}>
        {current.isHighlighted && <p className="testimonial-flag">Featured story</p>}
        <blockquote>
          <p>{current.text}</p>
        </blockquote>
        <figcaption>{current.author}</figcaption>
      </figure>
      <div className="carousel-controls">
        <button type="button" className="button button-secondary" aria-label="Previous testimonial" onClick={() => move(-1)}>
          Previous
        </button>
        <p className="carousel-position" aria-live="polite">
          {index + 1} of {count}
        </p>
        <button type="button" className="button button-secondary" aria-label="Next testimonial" onClick={() => move(1)}>
          Next
        </button>
      </div>
    </section>
  )
}
