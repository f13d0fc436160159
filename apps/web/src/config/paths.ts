/** Every route of spec §2, in one place. */
export const paths = {
  home: '/',
  tops: '/tops',
  login: '/login',
  register: '/register',
  /** issue 20 §7: how to get a password-reset link, and the page the link opens */
  forgotPassword: '/olvide-contrasena',
  resetPassword: '/restablecer',
  resetPasswordLink: (token: string) => `/restablecer/${encodeURIComponent(token)}`,
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  map: '/mapa',
  profile: '/perfil',
  /** issue 22 §3: plans for the day ('itineraries' in the API), and a shared plan's read-only page */
  plans: '/planes',
  plan: (id: string) => `/planes/${encodeURIComponent(id)}`,
  sharedPlan: (token: string) => `/plan/${encodeURIComponent(token)}`,
  adminBusinesses: '/business',
  businessDetail: (id: string) => `/business/${encodeURIComponent(id)}`,
  businessCreate: '/negocios/crear/',
  businessEdit: (id: string) => `/negocios/editar/${encodeURIComponent(id)}`,
  categories: '/categoria',
  categoryCreate: '/categoria/crear/',
  categoryEdit: (id: string) => `/categoria/editar/${encodeURIComponent(id)}`,
  users: '/usuario',
  events: '/evento',
  eventCreate: '/evento/crear/',
  eventEdit: (id: string) => `/evento/editar/${encodeURIComponent(id)}`,
  /** issue 24 §5: the admin's 'Datos de OpenStreetMap' (the last imports) */
  osmData: '/openstreetmap',
  /** issue 21: owners ('Mis negocios', the menu editor) and the admin's 'Solicitudes', 'Tasa del día', 'Cambios' */
  myBusinesses: '/mis-negocios',
  menuEditor: (id: string) => `/mis-negocios/${encodeURIComponent(id)}/menu`,
  claims: '/solicitudes',
  rates: '/tasa-del-dia',
  changes: '/cambios',
  /** issue 21 §5: the admin's 'Denuncias' (reported reviews and replies) */
  reports: '/denuncias',
} as const;
