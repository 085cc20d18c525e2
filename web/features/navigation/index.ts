/** The sticky navigation bar and the small-screen menu. */
export { NavigationBar } from './navigation-bar.tsx'
