/**
 * The site's header and footer around a page drawn on the server for a browser that runs no
 * JavaScript (decision 092): a skip link to the page's content (server/no-script/page-frame.ts
 * marks it `#main-content`), the navigation bar and the footer, the same components as every page.
 */
import { Footer } from '../../features/footer/index.ts'
import { NavigationBar } from '../../features/navigation/index.ts'
import { SkipLink } from '../../features/no-script/index.ts'

export function NoScriptHeader() {
  return (
    <>
      <SkipLink />
      <NavigationBar />
    </>
  )
}

export function NoScriptFooter() {
  return <Footer />
}
