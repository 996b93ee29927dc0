/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_FORMS_BASE_URL?: string;
  readonly VITE_HUBSPOT_PORTAL_ID?: string;
  readonly VITE_HUBSPOT_FORM_ID?: string;
  readonly VITE_MEETINGS_URL?: string;
  readonly VITE_MEETINGS_EMBED_SCRIPT_URL?: string;
  readonly VITE_BACKGROUND_SCENE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
