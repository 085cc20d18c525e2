/**
 * When the chat panel's code cannot be fetched (a dropped mobile connection), says so with the
 * emergency numbers and a retry, instead of letting the failed lazy import take the page down.
 */
import { Trans } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'
import { ProblemStatus } from '../../shared/page-load-status.tsx'

type Props = { id: string; hidden: boolean; onRetry: () => void; children: ReactNode }

export class PanelLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div id={this.props.id} className="chat-panel chat-panel-message" hidden={this.props.hidden}>
        <ProblemStatus
          message={
            <Trans>
              The assistant could not load. Please check your connection and try again. In an emergency, call <a href="tel:999">999</a> or{' '}
              <a href="tel:112">112</a>.
            </Trans>
          }
          retry={() => {
            this.setState({ failed: false })
            this.props.onRetry()
          }}
        />
      </div>
    )
  }
}
