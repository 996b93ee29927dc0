// Hand-written placeholder until `npm run gen:types` generates this file from the migrated
// database (issue 3). Keep the shape of `supabase gen types typescript` output.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      case_studies: {
        Row: {
          id: string;
          title: string;
          client: string;
          description: string;
          results: string;
          logo: string | null;
          images: string[];
          published: boolean;
          display_order: number;
          created_by: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          client: string;
          description: string;
          results: string;
          logo?: string | null;
          images?: string[];
          published?: boolean;
          display_order?: number;
          created_by?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          client?: string;
          description?: string;
          results?: string;
          logo?: string | null;
          images?: string[];
          published?: boolean;
          display_order?: number;
          created_by?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: { id: string; user_id: string; role: Database['public']['Enums']['app_role'] };
        Insert: { id?: string; user_id: string; role: Database['public']['Enums']['app_role'] };
        Update: { id?: string; user_id?: string; role?: Database['public']['Enums']['app_role'] };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      reorder_case_studies: { Args: { ids: string[] }; Returns: undefined };
    };
    Enums: { app_role: 'admin' | 'user' };
    CompositeTypes: { [_ in never]: never };
  };
};
