/** Storybook's own UI: the "Catalogue check" panel beside Controls and Actions. */
import { createElement } from 'react'
import { addons, types } from 'storybook/manager-api'
import { CATALOGUE_CHECK_PANEL, CATALOGUE_CHECK_TITLE, CatalogueCheckPanel } from './catalogue-check-panel.ts'

addons.register('afya/catalogue-check', () => {
  addons.add(CATALOGUE_CHECK_PANEL, {
    type: types.PANEL,
    title: CATALOGUE_CHECK_TITLE,
    render: ({ active }) => createElement(CatalogueCheckPanel, { active }),
  })
})
