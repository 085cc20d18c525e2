/**
 * SPEC.md sections 2 and 4: the FAQ. One answer is open at a time; opening another closes it,
 * and choosing the open question again closes it. Each question is a button in a heading, with
 * aria-expanded, controlling its answer.
 */
import { useId, useState } from 'react'
import { siteHome } from '../../shared/site-text.ts'

export function FaqAccordion() {
  const { faqs } = siteHome()
  const [openId, setOpenId] = useState<string | null>(null)
  const prefix = useId()

  return (
    <section className="home-section faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{faqs.title}</h2>
      <div className="faq-list">
        {faqs.items.map((faq) => {
          const open = faq.id === openId
          const answerId = `${prefix}-${faq.id}`
          return (
            <div key={faq.id} className="faq-item">
              <h3>
                <button type="button" className="faq-question" aria-expanded={open} aria-controls={answerId} onClick={() => setOpenId(open ? null : faq.id)}>
                  {faq.question}
                </button>
              </h3>
              <div id={answerId} className="faq-answer" hidden={!open}>
                <p>{faq.answer}</p>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
