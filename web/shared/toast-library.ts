/** react-toastify's unstyled entry and its stylesheet, as one chunk that toasts.tsx fetches on first use. */
import 'react-toastify/ReactToastify.css'

export { toast, ToastContainer } from 'react-toastify/unstyled'
