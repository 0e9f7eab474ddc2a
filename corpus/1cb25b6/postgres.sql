--
-- PostgreSQL database dump
--

\restrict kN6jvylc6ayimOjWMSDTjBV8wOgXR4B7iNMhd9L5JHcUDoDNV0NK6o8OhO7EJA3

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: actions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.actions (
    game_id text NOT NULL,
    idx bigint NOT NULL,
    seat bigint NOT NULL,
    action text NOT NULL,
    client_key text
);


--
-- Name: games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.games (
    id text NOT NULL,
    game text NOT NULL,
    players bigint NOT NULL,
    options text NOT NULL,
    seed bigint NOT NULL,
    status text NOT NULL,
    created_at bigint NOT NULL
);


--
-- Name: schema_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_version (
    version bigint NOT NULL
);


--
-- Name: seats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seats (
    game_id text NOT NULL,
    seat bigint NOT NULL,
    kind text NOT NULL,
    bot text,
    token_hash text,
    name text
);


--
-- Data for Name: actions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.actions (game_id, idx, seat, action, client_key) FROM stdin;
a850b065cc3bf06e	0	0	{"take":62}	\N
a850b065cc3bf06e	1	0	"propose"	\N
a850b065cc3bf06e	2	0	{"consent":{"building":"hospital","lots":[31,32,33,38]}}	\N
a850b065cc3bf06e	3	0	{"share":50}	\N
a850b065cc3bf06e	4	0	{"ask_points":5}	\N
a850b065cc3bf06e	5	0	"send"	\N
a850b065cc3bf06e	6	1	"accept"	\N
a850b065cc3bf06e	7	0	"propose"	\N
a850b065cc3bf06e	8	0	{"consent":{"building":"hospital","lots":[32,37,38,39]}}	\N
a850b065cc3bf06e	9	0	{"share":20}	\N
a850b065cc3bf06e	10	0	"send"	\N
a850b065cc3bf06e	11	1	"accept"	\N
a850b065cc3bf06e	12	0	{"build":{"building":"hospital","lots":[32,37,38,39]}}	\N
a850b065cc3bf06e	13	1	{"take":63}	\N
a850b065cc3bf06e	14	1	"propose"	\N
a850b065cc3bf06e	15	1	{"consent":{"building":"hospital","lots":[63,66,67,68]}}	\N
a850b065cc3bf06e	16	1	{"share":20}	\N
a850b065cc3bf06e	17	1	{"give_points":1}	\N
a850b065cc3bf06e	18	1	"send"	\N
a850b065cc3bf06e	19	0	"accept"	\N
a850b065cc3bf06e	20	1	{"build":{"building":"hospital","lots":[63,66,67,68]}}	\N
a850b065cc3bf06e	21	0	{"take":40}	\N
a850b065cc3bf06e	22	0	{"build":{"building":"apartments","lots":[70,71,76]}}	\N
a850b065cc3bf06e	23	1	{"take":49}	\N
a850b065cc3bf06e	24	1	{"build":{"building":"store","lots":[44,49]}}	\N
a850b065cc3bf06e	25	0	{"take":22}	\N
a850b065cc3bf06e	26	0	{"build":{"building":"house","lots":[62]}}	\N
a850b065cc3bf06e	27	1	{"take":16}	\N
a850b065cc3bf06e	28	1	{"build":{"building":"house","lots":[31]}}	\N
a850b065cc3bf06e	29	0	{"take":75}	\N
a850b065cc3bf06e	30	0	"propose"	\N
a850b065cc3bf06e	31	0	{"consent":{"building":"apartments","lots":[12,13,17]}}	\N
a850b065cc3bf06e	32	0	{"give_points":3}	\N
a850b065cc3bf06e	33	0	"send"	\N
a850b065cc3bf06e	34	1	"accept"	\N
a850b065cc3bf06e	35	0	{"build":{"building":"apartments","lots":[12,13,17]}}	\N
a850b065cc3bf06e	36	1	{"take":85}	\N
a850b065cc3bf06e	37	1	{"build":{"building":"house","lots":[41]}}	\N
a850b065cc3bf06e	38	0	{"take":88}	\N
a850b065cc3bf06e	39	0	{"build":{"building":"house","lots":[40]}}	\N
a850b065cc3bf06e	40	1	{"take":80}	\N
a850b065cc3bf06e	41	1	{"build":{"building":"store","lots":[80,85]}}	\N
a850b065cc3bf06e	42	0	{"take":45}	\N
a850b065cc3bf06e	43	0	{"build":{"building":"house","lots":[45]}}	\N
a850b065cc3bf06e	44	1	{"take":48}	\N
a850b065cc3bf06e	45	1	"end"	\N
a850b065cc3bf06e	46	0	{"take":24}	\N
a850b065cc3bf06e	47	0	{"build":{"building":"store","lots":[87,88]}}	\N
a850b065cc3bf06e	48	1	{"take":69}	\N
a850b065cc3bf06e	49	1	"end"	\N
a850b065cc3bf06e	50	0	{"take":61}	\N
a850b065cc3bf06e	51	0	"end"	\N
a850b065cc3bf06e	52	1	{"take":74}	\N
a850b065cc3bf06e	53	1	"end"	\N
a850b065cc3bf06e	54	0	{"take":84}	\N
a850b065cc3bf06e	55	0	"end"	\N
a850b065cc3bf06e	56	1	{"take":58}	\N
a850b065cc3bf06e	57	1	"end"	\N
a850b065cc3bf06e	58	0	{"take":29}	\N
a850b065cc3bf06e	59	0	{"build":{"building":"apartments","lots":[24,28,29]}}	\N
a850b065cc3bf06e	60	1	{"take":54}	\N
a850b065cc3bf06e	61	1	{"build":{"building":"apartments","lots":[53,54,58]}}	\N
a850b065cc3bf06e	62	0	{"take":34}	\N
a850b065cc3bf06e	63	0	"end"	\N
a850b065cc3bf06e	64	1	{"take":81}	\N
a850b065cc3bf06e	65	1	"end"	\N
a850b065cc3bf06e	66	0	{"take":20}	\N
a850b065cc3bf06e	67	0	"end"	\N
a850b065cc3bf06e	68	1	{"take":57}	\N
a850b065cc3bf06e	69	1	"end"	\N
a850b065cc3bf06e	70	0	{"take":10}	\N
a850b065cc3bf06e	71	0	"end"	\N
a850b065cc3bf06e	72	1	{"take":35}	\N
a850b065cc3bf06e	73	1	"end"	\N
a850b065cc3bf06e	74	0	{"take":18}	\N
a850b065cc3bf06e	75	0	"end"	\N
a850b065cc3bf06e	76	1	{"take":27}	\N
a850b065cc3bf06e	77	1	"end"	\N
a850b065cc3bf06e	78	0	{"take":60}	\N
a850b065cc3bf06e	79	0	"end"	\N
a850b065cc3bf06e	80	1	{"take":72}	\N
a850b065cc3bf06e	81	1	"end"	\N
a850b065cc3bf06e	82	0	{"take":21}	\N
a850b065cc3bf06e	83	0	{"build":{"building":"school","lots":[20,21,22]}}	\N
a850b065cc3bf06e	84	1	{"take":25}	\N
a850b065cc3bf06e	85	1	{"build":{"building":"school","lots":[25,26,27]}}	\N
a850b065cc3bf06e	86	0	{"take":86}	\N
a850b065cc3bf06e	87	0	"end"	\N
a850b065cc3bf06e	88	1	{"take":82}	\N
a850b065cc3bf06e	89	1	"end"	\N
a850b065cc3bf06e	90	0	{"take":89}	\N
a850b065cc3bf06e	91	0	"end"	\N
a850b065cc3bf06e	92	1	{"take":43}	\N
a850b065cc3bf06e	93	1	"end"	\N
a850b065cc3bf06e	94	0	{"take":14}	\N
a850b065cc3bf06e	95	0	"end"	\N
a850b065cc3bf06e	96	1	{"take":78}	\N
a850b065cc3bf06e	97	1	{"build":{"building":"school","lots":[77,78,79]}}	\N
a850b065cc3bf06e	98	0	{"take":55}	\N
a850b065cc3bf06e	99	0	"end"	\N
a850b065cc3bf06e	100	1	{"take":42}	\N
a850b065cc3bf06e	101	1	"end"	\N
a850b065cc3bf06e	102	0	{"take":51}	\N
a850b065cc3bf06e	103	0	{"build":{"building":"house","lots":[34]}}	\N
146dcf33ec4c984e	0	1	{"take":64}	\N
146dcf33ec4c984e	1	1	{"build":{"building":"house","lots":[28]}}	\N
146dcf33ec4c984e	2	0	{"take":89}	\N
146dcf33ec4c984e	3	0	{"build":{"building":"house","lots":[66]}}	\N
146dcf33ec4c984e	4	1	{"take":31}	\N
146dcf33ec4c984e	5	1	{"build":{"building":"house","lots":[65]}}	\N
146dcf33ec4c984e	6	0	{"take":49}	\N
146dcf33ec4c984e	7	0	{"build":{"building":"house","lots":[34]}}	\N
146dcf33ec4c984e	8	1	{"take":40}	\N
146dcf33ec4c984e	9	1	{"build":{"building":"house","lots":[61]}}	\N
146dcf33ec4c984e	10	0	{"take":12}	\N
146dcf33ec4c984e	11	0	{"build":{"building":"house","lots":[21]}}	\N
146dcf33ec4c984e	12	1	{"take":35}	\N
146dcf33ec4c984e	13	1	{"build":{"building":"store","lots":[30,31]}}	\N
146dcf33ec4c984e	14	0	{"take":47}	\N
146dcf33ec4c984e	15	0	{"build":{"building":"store","lots":[16,17]}}	\N
146dcf33ec4c984e	16	1	{"take":37}	\N
146dcf33ec4c984e	17	1	{"build":{"building":"store","lots":[36,37]}}	\N
146dcf33ec4c984e	18	0	{"take":44}	\N
146dcf33ec4c984e	19	0	"propose"	\N
146dcf33ec4c984e	20	0	{"give_points":1}	\N
146dcf33ec4c984e	21	0	{"ask":24}	\N
146dcf33ec4c984e	22	0	{"give":12}	\N
146dcf33ec4c984e	23	0	"cancel"	\N
146dcf33ec4c984e	24	0	"end"	\N
146dcf33ec4c984e	25	1	{"take":60}	\N
146dcf33ec4c984e	26	1	"end"	\N
146dcf33ec4c984e	27	0	{"take":78}	\N
146dcf33ec4c984e	28	0	"end"	\N
146dcf33ec4c984e	29	1	{"take":76}	\N
146dcf33ec4c984e	30	1	"propose"	\N
146dcf33ec4c984e	31	1	{"give":64}	\N
146dcf33ec4c984e	32	1	{"ask":12}	\N
146dcf33ec4c984e	33	1	{"ask":84}	\N
146dcf33ec4c984e	34	1	{"give_points":1}	\N
146dcf33ec4c984e	35	1	"send"	\N
146dcf33ec4c984e	36	0	"counter"	\N
146dcf33ec4c984e	37	0	{"give":78}	\N
146dcf33ec4c984e	38	0	{"ask":35}	\N
146dcf33ec4c984e	39	0	{"give":47}	\N
146dcf33ec4c984e	40	0	"send"	\N
146dcf33ec4c984e	41	1	"decline"	\N
146dcf33ec4c984e	42	1	"end"	\N
146dcf33ec4c984e	43	0	{"take":85}	\N
146dcf33ec4c984e	44	0	"propose"	\N
146dcf33ec4c984e	45	0	{"give":33}	\N
146dcf33ec4c984e	46	0	"send"	\N
146dcf33ec4c984e	47	1	"decline"	\N
146dcf33ec4c984e	48	0	"propose"	\N
146dcf33ec4c984e	49	0	"cancel"	\N
146dcf33ec4c984e	50	0	"end"	\N
146dcf33ec4c984e	51	1	{"take":62}	\N
146dcf33ec4c984e	52	1	"propose"	\N
146dcf33ec4c984e	53	1	{"ask_points":10}	\N
146dcf33ec4c984e	54	1	{"give":14}	\N
146dcf33ec4c984e	55	1	{"give":10}	\N
146dcf33ec4c984e	56	1	{"give":62}	\N
146dcf33ec4c984e	57	1	"send"	\N
146dcf33ec4c984e	58	0	"decline"	\N
146dcf33ec4c984e	59	1	"end"	\N
146dcf33ec4c984e	60	0	{"take":57}	\N
146dcf33ec4c984e	61	0	"end"	\N
146dcf33ec4c984e	62	1	{"take":68}	\N
146dcf33ec4c984e	63	1	"end"	\N
146dcf33ec4c984e	64	0	{"take":25}	\N
146dcf33ec4c984e	65	0	"propose"	\N
146dcf33ec4c984e	66	0	{"give_points":15}	\N
146dcf33ec4c984e	67	0	{"ask":35}	\N
146dcf33ec4c984e	68	0	{"give":45}	\N
146dcf33ec4c984e	69	0	{"ask":48}	\N
146dcf33ec4c984e	70	0	"send"	\N
146dcf33ec4c984e	71	1	"accept"	\N
146dcf33ec4c984e	72	0	"propose"	\N
146dcf33ec4c984e	73	0	{"give":44}	\N
146dcf33ec4c984e	74	0	{"give_points":2}	\N
146dcf33ec4c984e	75	0	{"give":49}	\N
146dcf33ec4c984e	76	0	{"give":57}	\N
146dcf33ec4c984e	77	0	"send"	\N
146dcf33ec4c984e	78	1	"accept"	\N
146dcf33ec4c984e	79	0	"propose"	\N
146dcf33ec4c984e	80	0	"cancel"	\N
146dcf33ec4c984e	81	0	"end"	\N
146dcf33ec4c984e	82	1	{"take":86}	\N
146dcf33ec4c984e	83	1	"end"	\N
146dcf33ec4c984e	84	0	{"take":43}	\N
146dcf33ec4c984e	85	0	{"build":{"building":"apartments","lots":[43,47,48]}}	\N
146dcf33ec4c984e	86	1	{"take":41}	\N
146dcf33ec4c984e	87	1	{"build":{"building":"apartments","lots":[64,68,69]}}	\N
146dcf33ec4c984e	88	0	{"take":39}	\N
146dcf33ec4c984e	89	0	"end"	\N
146dcf33ec4c984e	90	1	{"take":23}	\N
146dcf33ec4c984e	91	1	"end"	\N
146dcf33ec4c984e	92	0	{"take":71}	\N
146dcf33ec4c984e	93	0	"propose"	\N
146dcf33ec4c984e	94	0	{"ask":23}	\N
146dcf33ec4c984e	95	0	{"ask_points":3}	\N
146dcf33ec4c984e	96	0	{"give":25}	\N
146dcf33ec4c984e	97	0	{"ask":44}	\N
146dcf33ec4c984e	98	0	"cancel"	\N
146dcf33ec4c984e	99	0	"end"	\N
146dcf33ec4c984e	100	1	{"take":15}	\N
146dcf33ec4c984e	101	1	"end"	\N
146dcf33ec4c984e	102	0	{"take":54}	\N
146dcf33ec4c984e	103	0	"end"	\N
146dcf33ec4c984e	104	1	{"take":32}	\N
146dcf33ec4c984e	105	1	"end"	\N
146dcf33ec4c984e	106	0	{"take":20}	\N
146dcf33ec4c984e	107	0	"propose"	\N
146dcf33ec4c984e	108	0	{"ask_points":5}	\N
146dcf33ec4c984e	109	0	{"ask":86}	\N
146dcf33ec4c984e	110	0	{"ask":62}	\N
146dcf33ec4c984e	111	0	{"ask":73}	\N
146dcf33ec4c984e	112	0	"cancel"	\N
146dcf33ec4c984e	113	0	"end"	\N
146dcf33ec4c984e	114	1	{"take":81}	\N
146dcf33ec4c984e	115	1	{"build":{"building":"apartments","lots":[81,86,87]}}	\N
146dcf33ec4c984e	116	0	{"take":18}	\N
146dcf33ec4c984e	117	0	"propose"	\N
146dcf33ec4c984e	118	0	{"give":84}	\N
146dcf33ec4c984e	119	0	{"give":25}	\N
146dcf33ec4c984e	120	0	{"ask":41}	\N
146dcf33ec4c984e	121	0	{"give_points":3}	\N
146dcf33ec4c984e	122	0	"cancel"	\N
146dcf33ec4c984e	123	0	"propose"	\N
146dcf33ec4c984e	124	0	"cancel"	\N
146dcf33ec4c984e	125	0	"end"	\N
146dcf33ec4c984e	126	1	{"take":88}	\N
146dcf33ec4c984e	127	1	{"build":{"building":"apartments","lots":[40,41,45]}}	\N
146dcf33ec4c984e	128	0	{"take":70}	\N
146dcf33ec4c984e	129	0	"end"	\N
146dcf33ec4c984e	130	1	{"take":53}	\N
146dcf33ec4c984e	131	1	"propose"	\N
146dcf33ec4c984e	132	1	{"ask":29}	\N
146dcf33ec4c984e	133	1	{"ask":12}	\N
146dcf33ec4c984e	134	1	{"give_points":3}	\N
146dcf33ec4c984e	135	1	{"ask":78}	\N
146dcf33ec4c984e	136	1	"cancel"	\N
146dcf33ec4c984e	137	1	"propose"	\N
146dcf33ec4c984e	138	1	{"give_points":7}	\N
146dcf33ec4c984e	139	1	{"give":14}	\N
146dcf33ec4c984e	140	1	{"give":23}	\N
146dcf33ec4c984e	141	1	{"ask":89}	\N
146dcf33ec4c984e	142	1	"send"	\N
146dcf33ec4c984e	143	0	"decline"	\N
146dcf33ec4c984e	144	1	"end"	\N
146dcf33ec4c984e	145	0	{"take":72}	\N
146dcf33ec4c984e	146	0	{"build":{"building":"school","lots":[70,71,72]}}	\N
146dcf33ec4c984e	147	1	{"take":63}	\N
146dcf33ec4c984e	148	1	"propose"	\N
146dcf33ec4c984e	149	1	{"ask":18}	\N
146dcf33ec4c984e	150	1	{"ask":54}	\N
146dcf33ec4c984e	151	1	{"give_points":5}	\N
146dcf33ec4c984e	152	1	{"ask":84}	\N
146dcf33ec4c984e	153	1	"send"	\N
146dcf33ec4c984e	154	0	"decline"	\N
146dcf33ec4c984e	155	1	"end"	\N
146dcf33ec4c984e	156	0	{"take":19}	\N
146dcf33ec4c984e	157	0	"propose"	\N
146dcf33ec4c984e	158	0	{"give_points":2}	\N
146dcf33ec4c984e	159	0	{"ask":62}	\N
146dcf33ec4c984e	160	0	{"ask":73}	\N
146dcf33ec4c984e	161	0	{"ask":63}	\N
146dcf33ec4c984e	162	0	"send"	\N
146dcf33ec4c984e	163	1	"counter"	\N
146dcf33ec4c984e	164	1	{"consent":{"building":"factory","lots":[13,14,18,19]}}	\N
146dcf33ec4c984e	165	1	{"share":30}	\N
146dcf33ec4c984e	166	1	{"ask":74}	\N
146dcf33ec4c984e	167	1	{"ask":84}	\N
146dcf33ec4c984e	168	1	{"ask_points":20}	\N
146dcf33ec4c984e	169	1	{"ask":13}	\N
146dcf33ec4c984e	170	1	"cancel"	\N
146dcf33ec4c984e	171	0	"propose"	\N
146dcf33ec4c984e	172	0	{"ask":23}	\N
146dcf33ec4c984e	173	0	{"ask_points":20}	\N
146dcf33ec4c984e	174	0	{"give":29}	\N
146dcf33ec4c984e	175	0	{"give":12}	\N
146dcf33ec4c984e	176	0	"send"	\N
146dcf33ec4c984e	177	1	"decline"	\N
146dcf33ec4c984e	178	0	"end"	\N
146dcf33ec4c984e	179	1	{"take":56}	\N
146dcf33ec4c984e	180	1	"end"	\N
146dcf33ec4c984e	181	0	{"take":42}	\N
146dcf33ec4c984e	182	0	"propose"	\N
146dcf33ec4c984e	183	0	{"give":59}	\N
146dcf33ec4c984e	184	0	{"ask_points":3}	\N
146dcf33ec4c984e	185	0	{"give":19}	\N
146dcf33ec4c984e	186	0	{"give":42}	\N
146dcf33ec4c984e	187	0	"send"	\N
146dcf33ec4c984e	188	1	"decline"	\N
146dcf33ec4c984e	189	0	"end"	\N
146dcf33ec4c984e	190	1	{"take":83}	\N
146dcf33ec4c984e	191	1	"end"	\N
146dcf33ec4c984e	192	0	{"take":79}	\N
146dcf33ec4c984e	193	0	"propose"	\N
146dcf33ec4c984e	194	0	{"ask":83}	\N
146dcf33ec4c984e	195	0	{"give_points":10}	\N
146dcf33ec4c984e	196	0	{"ask":73}	\N
146dcf33ec4c984e	197	0	{"give":12}	\N
146dcf33ec4c984e	198	0	"send"	\N
146dcf33ec4c984e	199	1	"accept"	\N
146dcf33ec4c984e	200	0	"propose"	\N
146dcf33ec4c984e	201	0	"cancel"	\N
146dcf33ec4c984e	202	0	"end"	\N
146dcf33ec4c984e	203	1	{"take":80}	\N
146dcf33ec4c984e	204	1	"end"	\N
146dcf33ec4c984e	205	0	{"take":77}	\N
146dcf33ec4c984e	206	0	{"build":{"building":"school","lots":[77,78,79]}}	\N
146dcf33ec4c984e	207	1	{"take":67}	\N
146dcf33ec4c984e	208	1	"propose"	\N
146dcf33ec4c984e	209	1	{"give":24}	\N
146dcf33ec4c984e	210	1	{"ask":13}	\N
146dcf33ec4c984e	211	1	{"ask_points":10}	\N
146dcf33ec4c984e	212	1	{"give":14}	\N
146dcf33ec4c984e	213	1	"cancel"	\N
146dcf33ec4c984e	214	1	"end"	\N
146dcf33ec4c984e	215	0	{"take":82}	\N
146dcf33ec4c984e	216	0	"end"	\N
146dcf33ec4c984e	217	1	{"take":75}	\N
146dcf33ec4c984e	218	1	"propose"	\N
146dcf33ec4c984e	219	1	{"give":56}	\N
146dcf33ec4c984e	220	1	{"ask_points":10}	\N
146dcf33ec4c984e	221	1	{"ask":74}	\N
146dcf33ec4c984e	222	1	{"give":24}	\N
146dcf33ec4c984e	223	1	"cancel"	\N
146dcf33ec4c984e	224	1	"propose"	\N
146dcf33ec4c984e	225	1	{"give":23}	\N
146dcf33ec4c984e	226	1	{"give":62}	\N
146dcf33ec4c984e	227	1	{"ask":35}	\N
146dcf33ec4c984e	228	1	{"give_points":5}	\N
146dcf33ec4c984e	229	1	"cancel"	\N
146dcf33ec4c984e	230	1	"end"	\N
146dcf33ec4c984e	231	0	{"take":46}	\N
146dcf33ec4c984e	232	0	{"build":{"building":"school","lots":[82,83,84]}}	\N
146dcf33ec4c984e	233	1	{"take":52}	\N
146dcf33ec4c984e	234	1	"propose"	\N
146dcf33ec4c984e	235	1	{"give":52}	\N
146dcf33ec4c984e	236	1	{"ask_points":7}	\N
146dcf33ec4c984e	237	1	{"ask":39}	\N
146dcf33ec4c984e	238	1	{"give":12}	\N
146dcf33ec4c984e	239	1	"cancel"	\N
146dcf33ec4c984e	240	1	"end"	\N
146dcf33ec4c984e	241	0	{"take":26}	\N
146dcf33ec4c984e	242	0	"end"	\N
146dcf33ec4c984e	243	1	{"take":27}	\N
146dcf33ec4c984e	244	1	"propose"	\N
146dcf33ec4c984e	245	1	{"give":63}	\N
146dcf33ec4c984e	246	1	{"ask":26}	\N
146dcf33ec4c984e	247	1	{"ask_points":7}	\N
146dcf33ec4c984e	248	1	{"give":53}	\N
146dcf33ec4c984e	249	1	"cancel"	\N
146dcf33ec4c984e	250	1	"propose"	\N
146dcf33ec4c984e	251	1	{"ask":46}	\N
146dcf33ec4c984e	252	1	{"give":63}	\N
146dcf33ec4c984e	253	1	{"ask":54}	\N
146dcf33ec4c984e	254	1	{"give_points":2}	\N
146dcf33ec4c984e	255	1	"send"	\N
1c55a4541cb31145	0	0	{"take":70}	\N
1c55a4541cb31145	1	0	"propose"	\N
1c55a4541cb31145	2	0	{"consent":{"building":"apartments","lots":[12,13,18]}}	\N
1c55a4541cb31145	3	0	{"give_points":3}	\N
1c55a4541cb31145	4	0	"send"	\N
1c55a4541cb31145	5	1	"accept"	\N
1c55a4541cb31145	6	0	{"build":{"building":"apartments","lots":[12,13,18]}}	\N
1c55a4541cb31145	7	1	{"take":40}	\N
1c55a4541cb31145	8	1	"propose"	\N
1c55a4541cb31145	9	1	{"consent":{"building":"apartments","lots":[70,75,76]}}	\N
1c55a4541cb31145	10	1	{"give_points":5}	\N
1c55a4541cb31145	11	1	"send"	\N
1c55a4541cb31145	12	0	"accept"	\N
1c55a4541cb31145	13	1	{"build":{"building":"apartments","lots":[70,75,76]}}	\N
146dcf33ec4c984e	256	0	"counter"	\N
146dcf33ec4c984e	257	0	{"give":29}	\N
146dcf33ec4c984e	258	0	{"ask":63}	\N
146dcf33ec4c984e	259	0	{"ask_points":20}	\N
146dcf33ec4c984e	260	0	{"give":18}	\N
146dcf33ec4c984e	261	0	"cancel"	\N
146dcf33ec4c984e	262	1	"propose"	\N
146dcf33ec4c984e	263	1	{"ask":20}	\N
146dcf33ec4c984e	264	1	{"give":27}	\N
146dcf33ec4c984e	265	1	{"give":62}	\N
146dcf33ec4c984e	266	1	{"give_points":3}	\N
146dcf33ec4c984e	267	1	"send"	\N
146dcf33ec4c984e	268	0	"accept"	\N
146dcf33ec4c984e	269	1	"end"	\N
146dcf33ec4c984e	270	0	{"take":11}	\N
146dcf33ec4c984e	271	0	"propose"	\N
146dcf33ec4c984e	272	0	{"ask":20}	\N
146dcf33ec4c984e	273	0	{"ask_points":2}	\N
146dcf33ec4c984e	274	0	{"ask":75}	\N
146dcf33ec4c984e	275	0	{"ask":49}	\N
146dcf33ec4c984e	276	0	"send"	\N
146dcf33ec4c984e	277	1	"accept"	\N
146dcf33ec4c984e	278	0	{"build":{"building":"hospital","lots":[20,25,26,27]}}	\N
146dcf33ec4c984e	279	1	{"take":55}	\N
146dcf33ec4c984e	280	1	"end"	\N
146dcf33ec4c984e	281	0	{"take":38}	\N
146dcf33ec4c984e	282	0	"end"	\N
146dcf33ec4c984e	283	1	{"take":50}	\N
146dcf33ec4c984e	284	1	{"build":{"building":"hospital","lots":[52,55,56,57]}}	\N
146dcf33ec4c984e	285	0	{"take":58}	\N
146dcf33ec4c984e	286	0	"end"	\N
d001b4dd43131626	0	0	{"take":21}	\N
d001b4dd43131626	1	0	{"build":{"building":"house","lots":[78]}}	\N
d001b4dd43131626	2	1	{"take":52}	\N
d001b4dd43131626	3	1	{"build":{"building":"house","lots":[76]}}	\N
d001b4dd43131626	4	2	{"take":54}	\N
d001b4dd43131626	5	2	{"build":{"building":"house","lots":[58]}}	\N
d001b4dd43131626	6	0	{"take":22}	\N
d001b4dd43131626	7	0	{"build":{"building":"store","lots":[20,21]}}	\N
d001b4dd43131626	8	1	{"take":37}	\N
d001b4dd43131626	9	1	{"build":{"building":"store","lots":[51,52]}}	\N
d001b4dd43131626	10	2	{"take":75}	\N
d001b4dd43131626	11	2	{"build":{"building":"house","lots":[45]}}	\N
d001b4dd43131626	12	0	{"take":34}	\N
d001b4dd43131626	13	0	{"build":{"building":"house","lots":[22]}}	\N
d001b4dd43131626	14	1	{"take":43}	\N
d001b4dd43131626	15	1	{"build":{"building":"house","lots":[46]}}	\N
d001b4dd43131626	16	2	{"take":57}	\N
d001b4dd43131626	17	2	{"build":{"building":"apartments","lots":[11,15,16]}}	\N
d001b4dd43131626	18	0	{"take":70}	\N
d001b4dd43131626	19	0	{"build":{"building":"store","lots":[33,34]}}	\N
f376d2021c335520	0	0	{"take":45}	\N
f376d2021c335520	1	0	"propose"	\N
f376d2021c335520	2	0	{"to":1}	\N
f376d2021c335520	3	0	{"consent":{"building":"admin","lots":[36,37,38,39]}}	\N
f376d2021c335520	4	0	{"share":20}	\N
f376d2021c335520	5	0	"send"	\N
f376d2021c335520	6	1	"accept"	\N
f376d2021c335520	7	0	{"build":{"building":"admin","lots":[36,37,38,39]}}	\N
f376d2021c335520	8	1	{"take":55}	\N
f376d2021c335520	9	1	{"build":{"building":"apartments","lots":[11,15,16]}}	\N
f376d2021c335520	10	2	{"take":26}	\N
f376d2021c335520	11	2	{"build":{"building":"apartments","lots":[21,25,26]}}	\N
f376d2021c335520	12	0	{"take":85}	\N
f376d2021c335520	13	0	"propose"	\N
f376d2021c335520	14	0	{"to":2}	\N
f376d2021c335520	15	0	{"consent":{"building":"apartments","lots":[64,68,69]}}	\N
f376d2021c335520	16	0	{"give_points":2}	\N
f376d2021c335520	17	0	"send"	\N
f376d2021c335520	18	2	"accept"	\N
f376d2021c335520	19	0	{"build":{"building":"apartments","lots":[64,68,69]}}	\N
f376d2021c335520	20	1	{"take":65}	\N
f376d2021c335520	21	1	"propose"	\N
f376d2021c335520	22	1	{"to":2}	\N
f376d2021c335520	23	1	{"consent":{"building":"store","lots":[30,31]}}	\N
f376d2021c335520	24	1	{"give_points":1}	\N
f376d2021c335520	25	1	"send"	\N
f376d2021c335520	26	2	"accept"	\N
f376d2021c335520	27	1	{"build":{"building":"store","lots":[30,31]}}	\N
f376d2021c335520	28	2	{"take":49}	\N
f376d2021c335520	29	2	{"build":{"building":"house","lots":[19]}}	\N
f376d2021c335520	30	0	{"take":47}	\N
f376d2021c335520	31	0	{"build":{"building":"store","lots":[42,47]}}	\N
f376d2021c335520	32	1	{"take":22}	\N
f376d2021c335520	33	1	{"build":{"building":"store","lots":[55,56]}}	\N
f376d2021c335520	34	2	{"take":67}	\N
f376d2021c335520	35	2	{"build":{"building":"house","lots":[35]}}	\N
1c55a4541cb31145	14	0	{"take":87}	\N
1c55a4541cb31145	15	0	{"build":{"building":"store","lots":[62,63]}}	\N
1c55a4541cb31145	16	1	{"take":58}	\N
1c55a4541cb31145	17	1	{"build":{"building":"store","lots":[72,73]}}	\N
1c55a4541cb31145	18	0	{"take":27}	\N
1c55a4541cb31145	19	0	{"build":{"building":"house","lots":[60]}}	\N
1c55a4541cb31145	20	1	{"take":49}	\N
1c55a4541cb31145	21	1	{"build":{"building":"house","lots":[40]}}	\N
1c55a4541cb31145	22	0	{"take":16}	\N
1c55a4541cb31145	23	0	{"build":{"building":"house","lots":[20]}}	\N
1c55a4541cb31145	24	1	{"take":82}	\N
1c55a4541cb31145	25	1	{"build":{"building":"house","lots":[56]}}	\N
1c55a4541cb31145	26	0	{"take":61}	\N
1c55a4541cb31145	27	0	{"build":{"building":"house","lots":[61]}}	\N
1c55a4541cb31145	28	1	{"take":74}	\N
1c55a4541cb31145	29	1	{"build":{"building":"apartments","lots":[33,34,38]}}	\N
1c55a4541cb31145	30	0	{"take":37}	\N
1c55a4541cb31145	31	0	{"build":{"building":"store","lots":[26,27]}}	\N
1c55a4541cb31145	32	1	{"take":48}	\N
1c55a4541cb31145	33	1	{"build":{"building":"apartments","lots":[44,48,49]}}	\N
1c55a4541cb31145	34	0	{"take":84}	\N
1c55a4541cb31145	35	0	"end"	\N
1c55a4541cb31145	36	1	{"take":14}	\N
1c55a4541cb31145	37	1	"end"	\N
1c55a4541cb31145	38	0	{"take":55}	\N
1c55a4541cb31145	39	0	"end"	\N
1c55a4541cb31145	40	1	{"take":42}	\N
1c55a4541cb31145	41	1	"end"	\N
1c55a4541cb31145	42	0	{"take":39}	\N
1c55a4541cb31145	43	0	"end"	\N
1c55a4541cb31145	44	1	{"take":22}	\N
1c55a4541cb31145	45	1	"end"	\N
1c55a4541cb31145	46	0	{"take":30}	\N
1c55a4541cb31145	47	0	"end"	\N
1c55a4541cb31145	48	1	{"take":19}	\N
1c55a4541cb31145	49	1	"end"	\N
1c55a4541cb31145	50	0	{"take":46}	\N
1c55a4541cb31145	51	0	"end"	\N
1c55a4541cb31145	52	1	{"take":79}	\N
1c55a4541cb31145	53	1	"end"	\N
1c55a4541cb31145	54	0	{"take":64}	\N
1c55a4541cb31145	55	0	"end"	\N
1c55a4541cb31145	56	1	{"take":78}	\N
1c55a4541cb31145	57	1	"end"	\N
1c55a4541cb31145	58	0	{"take":51}	\N
1c55a4541cb31145	59	0	"propose"	\N
1c55a4541cb31145	60	0	{"consent":{"building":"hospital","lots":[51,52,53,58]}}	\N
1c55a4541cb31145	61	0	{"share":50}	\N
1c55a4541cb31145	62	0	{"ask_points":7}	\N
1c55a4541cb31145	63	0	"send"	\N
1c55a4541cb31145	64	1	"accept"	\N
1c55a4541cb31145	65	0	{"build":{"building":"hospital","lots":[51,52,53,58]}}	\N
1c55a4541cb31145	66	1	{"gift":{"lot":35,"to":0}}	\N
1c55a4541cb31145	67	1	"end"	\N
1c55a4541cb31145	68	0	{"take":36}	\N
1c55a4541cb31145	69	0	{"build":{"building":"hospital","lots":[30,35,36,37]}}	\N
1c55a4541cb31145	70	1	{"take":83}	\N
1c55a4541cb31145	71	1	"propose"	\N
1c55a4541cb31145	72	1	{"consent":{"building":"factory","lots":[82,83,87,88]}}	\N
1c55a4541cb31145	73	1	{"share":50}	\N
1c55a4541cb31145	74	1	{"ask_points":4}	\N
1c55a4541cb31145	75	1	"send"	\N
1c55a4541cb31145	76	0	"accept"	\N
1c55a4541cb31145	77	1	"propose"	\N
1c55a4541cb31145	78	1	{"consent":{"building":"admin","lots":[81,82,83,84]}}	\N
1c55a4541cb31145	79	1	{"share":50}	\N
1c55a4541cb31145	80	1	{"ask_points":4}	\N
1c55a4541cb31145	81	1	"send"	\N
1c55a4541cb31145	82	0	"accept"	\N
1c55a4541cb31145	83	1	{"build":{"building":"factory","lots":[82,83,87,88]}}	\N
1c55a4541cb31145	84	0	{"take":28}	\N
1c55a4541cb31145	85	0	"end"	\N
1c55a4541cb31145	86	1	{"take":77}	\N
1c55a4541cb31145	87	1	{"build":{"building":"school","lots":[77,78,79]}}	\N
1c55a4541cb31145	88	0	{"take":25}	\N
1c55a4541cb31145	89	0	"end"	\N
1c55a4541cb31145	90	1	{"take":65}	\N
1c55a4541cb31145	91	1	{"build":{"building":"house","lots":[74]}}	\N
3c86b54df3b9f97d	0	0	{"take":19}	\N
3c86b54df3b9f97d	1	0	{"build":{"building":"house","lots":[72]}}	\N
3c86b54df3b9f97d	2	1	{"take":42}	\N
3c86b54df3b9f97d	3	1	{"build":{"building":"house","lots":[66]}}	\N
3c86b54df3b9f97d	4	0	{"take":82}	\N
3c86b54df3b9f97d	5	0	{"build":{"building":"house","lots":[41]}}	\N
3c86b54df3b9f97d	6	1	{"take":26}	\N
3c86b54df3b9f97d	7	1	"propose"	\N
3c86b54df3b9f97d	8	1	{"give_points":10}	\N
3c86b54df3b9f97d	9	1	{"give":26}	\N
3c86b54df3b9f97d	10	1	{"give":69}	\N
3c86b54df3b9f97d	11	1	{"ask":31}	\N
3c86b54df3b9f97d	12	1	"cancel"	\N
3c86b54df3b9f97d	13	1	{"build":{"building":"store","lots":[78,79]}}	\N
3c86b54df3b9f97d	14	0	{"take":13}	\N
3c86b54df3b9f97d	15	0	{"build":{"building":"house","lots":[82]}}	\N
3c86b54df3b9f97d	16	1	{"take":68}	\N
3c86b54df3b9f97d	17	1	{"build":{"building":"house","lots":[42]}}	\N
3c86b54df3b9f97d	18	0	{"take":12}	\N
3c86b54df3b9f97d	19	0	{"build":{"building":"house","lots":[19]}}	\N
3c86b54df3b9f97d	20	1	{"take":49}	\N
3c86b54df3b9f97d	21	1	{"build":{"building":"store","lots":[44,49]}}	\N
3c86b54df3b9f97d	22	0	{"take":11}	\N
3c86b54df3b9f97d	23	0	"end"	\N
3c86b54df3b9f97d	24	1	{"take":27}	\N
3c86b54df3b9f97d	25	1	"propose"	\N
3c86b54df3b9f97d	26	1	{"ask":24}	\N
3c86b54df3b9f97d	27	1	{"ask":11}	\N
3c86b54df3b9f97d	28	1	{"ask_points":15}	\N
3c86b54df3b9f97d	29	1	{"give":47}	\N
3c86b54df3b9f97d	30	1	"cancel"	\N
3c86b54df3b9f97d	31	1	"end"	\N
3c86b54df3b9f97d	32	0	{"take":84}	\N
3c86b54df3b9f97d	33	0	{"build":{"building":"school","lots":[11,12,13]}}	\N
3c86b54df3b9f97d	34	1	{"take":83}	\N
3c86b54df3b9f97d	35	1	"end"	\N
3c86b54df3b9f97d	36	0	{"take":15}	\N
3c86b54df3b9f97d	37	0	{"build":{"building":"store","lots":[58,59]}}	\N
3c86b54df3b9f97d	38	1	{"take":64}	\N
3c86b54df3b9f97d	39	1	"propose"	\N
3c86b54df3b9f97d	40	1	{"ask_points":1}	\N
3c86b54df3b9f97d	41	1	{"give":83}	\N
3c86b54df3b9f97d	42	1	{"give":10}	\N
3c86b54df3b9f97d	43	1	{"ask":28}	\N
3c86b54df3b9f97d	44	1	"send"	\N
3c86b54df3b9f97d	45	0	"decline"	\N
3c86b54df3b9f97d	46	1	"propose"	\N
3c86b54df3b9f97d	47	1	{"ask_points":3}	\N
3c86b54df3b9f97d	48	1	{"ask":61}	\N
3c86b54df3b9f97d	49	1	{"ask":16}	\N
3c86b54df3b9f97d	50	1	{"ask":24}	\N
3c86b54df3b9f97d	51	1	"cancel"	\N
3c86b54df3b9f97d	52	1	{"build":{"building":"apartments","lots":[64,68,69]}}	\N
3c86b54df3b9f97d	53	0	{"take":23}	\N
3c86b54df3b9f97d	54	0	{"build":{"building":"apartments","lots":[23,24,28]}}	\N
3c86b54df3b9f97d	55	1	{"take":35}	\N
3c86b54df3b9f97d	56	1	"end"	\N
3c86b54df3b9f97d	57	0	{"take":22}	\N
3c86b54df3b9f97d	58	0	"propose"	\N
3c86b54df3b9f97d	59	0	{"ask_points":5}	\N
3c86b54df3b9f97d	60	0	{"give":31}	\N
3c86b54df3b9f97d	61	0	{"ask":10}	\N
3c86b54df3b9f97d	62	0	"cancel"	\N
3c86b54df3b9f97d	63	0	"end"	\N
3c86b54df3b9f97d	64	1	{"take":88}	\N
3c86b54df3b9f97d	65	1	"end"	\N
3c86b54df3b9f97d	66	0	{"take":89}	\N
3c86b54df3b9f97d	67	0	"end"	\N
3c86b54df3b9f97d	68	1	{"take":76}	\N
3c86b54df3b9f97d	69	1	"end"	\N
3c86b54df3b9f97d	70	0	{"take":20}	\N
3c86b54df3b9f97d	71	0	{"build":{"building":"school","lots":[20,21,22]}}	\N
3c86b54df3b9f97d	72	1	{"take":63}	\N
3c86b54df3b9f97d	73	1	"end"	\N
3c86b54df3b9f97d	74	0	{"take":57}	\N
3c86b54df3b9f97d	75	0	"propose"	\N
3c86b54df3b9f97d	76	0	{"ask":87}	\N
3c86b54df3b9f97d	77	0	{"ask_points":20}	\N
3c86b54df3b9f97d	78	0	{"give":16}	\N
3c86b54df3b9f97d	79	0	{"ask":76}	\N
3c86b54df3b9f97d	80	0	"cancel"	\N
3c86b54df3b9f97d	81	0	"propose"	\N
3c86b54df3b9f97d	82	0	{"ask_points":10}	\N
3c86b54df3b9f97d	83	0	{"ask":63}	\N
3c86b54df3b9f97d	84	0	{"give":43}	\N
3c86b54df3b9f97d	85	0	{"ask":26}	\N
3c86b54df3b9f97d	86	0	"send"	\N
3c86b54df3b9f97d	87	1	"counter"	\N
3c86b54df3b9f97d	88	1	{"consent":{"building":"apartments","lots":[10,15,16]}}	\N
3c86b54df3b9f97d	89	1	{"ask":84}	\N
3c86b54df3b9f97d	90	1	{"give":87}	\N
3c86b54df3b9f97d	91	1	{"ask_points":5}	\N
3c86b54df3b9f97d	92	1	{"ask":15}	\N
3c86b54df3b9f97d	93	1	"send"	\N
3c86b54df3b9f97d	94	0	"decline"	\N
3c86b54df3b9f97d	95	0	"end"	\N
3c86b54df3b9f97d	96	1	{"take":56}	\N
3c86b54df3b9f97d	97	1	"end"	\N
3c86b54df3b9f97d	98	0	{"take":36}	\N
3c86b54df3b9f97d	99	0	"end"	\N
3c86b54df3b9f97d	100	1	{"take":73}	\N
3c86b54df3b9f97d	101	1	"end"	\N
3c86b54df3b9f97d	102	0	{"take":60}	\N
3c86b54df3b9f97d	103	0	"propose"	\N
3c86b54df3b9f97d	104	0	{"give":15}	\N
3c86b54df3b9f97d	105	0	{"give":31}	\N
3c86b54df3b9f97d	106	0	{"give":43}	\N
3c86b54df3b9f97d	107	0	{"ask_points":4}	\N
3c86b54df3b9f97d	108	0	"send"	\N
3c86b54df3b9f97d	109	1	"accept"	\N
3c86b54df3b9f97d	110	0	"propose"	\N
3c86b54df3b9f97d	111	0	{"ask":56}	\N
3c86b54df3b9f97d	112	0	{"ask":51}	\N
3c86b54df3b9f97d	113	0	{"ask":35}	\N
3c86b54df3b9f97d	114	0	{"give_points":20}	\N
3c86b54df3b9f97d	115	0	"cancel"	\N
3c86b54df3b9f97d	116	0	"end"	\N
3c86b54df3b9f97d	117	1	{"take":67}	\N
3c86b54df3b9f97d	118	1	"end"	\N
3c86b54df3b9f97d	119	0	{"take":18}	\N
3c86b54df3b9f97d	120	0	"propose"	\N
3c86b54df3b9f97d	121	0	{"ask":47}	\N
3c86b54df3b9f97d	122	0	{"ask":83}	\N
3c86b54df3b9f97d	123	0	{"ask":34}	\N
3c86b54df3b9f97d	124	0	{"give_points":5}	\N
3c86b54df3b9f97d	125	0	"send"	\N
3c86b54df3b9f97d	126	1	"accept"	\N
3c86b54df3b9f97d	127	0	"propose"	\N
3c86b54df3b9f97d	128	0	{"give_points":1}	\N
3c86b54df3b9f97d	129	0	{"give":16}	\N
3c86b54df3b9f97d	130	0	{"ask":87}	\N
3c86b54df3b9f97d	131	0	{"ask":51}	\N
3c86b54df3b9f97d	132	0	"cancel"	\N
3c86b54df3b9f97d	133	0	{"build":{"building":"apartments","lots":[83,84,89]}}	\N
3c86b54df3b9f97d	134	1	{"take":33}	\N
3c86b54df3b9f97d	135	1	"propose"	\N
3c86b54df3b9f97d	136	1	{"give_points":3}	\N
3c86b54df3b9f97d	137	1	{"give":15}	\N
3c86b54df3b9f97d	138	1	{"give":35}	\N
3c86b54df3b9f97d	139	1	{"give":33}	\N
3c86b54df3b9f97d	140	1	"send"	\N
3c86b54df3b9f97d	141	0	"accept"	\N
3c86b54df3b9f97d	142	1	"end"	\N
3c86b54df3b9f97d	143	0	{"take":46}	\N
3c86b54df3b9f97d	144	0	"propose"	\N
3c86b54df3b9f97d	145	0	{"give":15}	\N
3c86b54df3b9f97d	146	0	{"ask":51}	\N
3c86b54df3b9f97d	147	0	{"give":35}	\N
3c86b54df3b9f97d	148	0	{"give_points":20}	\N
3c86b54df3b9f97d	149	0	"send"	\N
3c86b54df3b9f97d	150	1	"accept"	\N
3c86b54df3b9f97d	151	0	{"build":{"building":"apartments","lots":[60,61,65]}}	\N
78ccc9007a5b062e	0	2	{"take":13}	\N
78ccc9007a5b062e	1	2	"propose"	\N
78ccc9007a5b062e	2	2	{"to":1}	\N
78ccc9007a5b062e	3	2	{"consent":{"building":"apartments","lots":[70,75,76]}}	\N
78ccc9007a5b062e	4	2	{"give_points":3}	\N
78ccc9007a5b062e	5	2	"send"	\N
78ccc9007a5b062e	6	1	"accept"	\N
78ccc9007a5b062e	7	2	{"build":{"building":"apartments","lots":[70,75,76]}}	\N
78ccc9007a5b062e	8	0	{"take":39}	\N
78ccc9007a5b062e	9	0	{"build":{"building":"store","lots":[30,35]}}	\N
78ccc9007a5b062e	10	1	{"take":51}	\N
78ccc9007a5b062e	11	1	{"build":{"building":"store","lots":[51,56]}}	\N
78ccc9007a5b062e	12	2	{"take":26}	\N
78ccc9007a5b062e	13	2	{"build":{"building":"apartments","lots":[21,25,26]}}	\N
78ccc9007a5b062e	14	0	{"take":19}	\N
78ccc9007a5b062e	15	0	{"build":{"building":"house","lots":[39]}}	\N
78ccc9007a5b062e	16	1	{"take":45}	\N
78ccc9007a5b062e	17	1	{"build":{"building":"house","lots":[61]}}	\N
78ccc9007a5b062e	18	2	{"take":69}	\N
78ccc9007a5b062e	19	2	{"build":{"building":"house","lots":[33]}}	\N
78ccc9007a5b062e	20	0	{"take":52}	\N
78ccc9007a5b062e	21	0	{"build":{"building":"house","lots":[52]}}	\N
78ccc9007a5b062e	22	1	{"take":84}	\N
78ccc9007a5b062e	23	1	{"build":{"building":"store","lots":[84,89]}}	\N
78ccc9007a5b062e	24	2	{"take":88}	\N
78ccc9007a5b062e	25	2	"propose"	\N
78ccc9007a5b062e	26	2	{"to":1}	\N
78ccc9007a5b062e	27	2	{"consent":{"building":"apartments","lots":[63,64,69]}}	\N
78ccc9007a5b062e	28	2	{"give_points":3}	\N
78ccc9007a5b062e	29	2	"send"	\N
78ccc9007a5b062e	30	1	"accept"	\N
78ccc9007a5b062e	31	2	{"build":{"building":"apartments","lots":[63,64,69]}}	\N
78ccc9007a5b062e	32	0	{"take":66}	\N
78ccc9007a5b062e	33	0	{"build":{"building":"house","lots":[19]}}	\N
78ccc9007a5b062e	34	1	{"take":20}	\N
78ccc9007a5b062e	35	1	"propose"	\N
78ccc9007a5b062e	36	1	{"to":2}	\N
78ccc9007a5b062e	37	1	{"consent":{"building":"school","lots":[11,12,13]}}	\N
78ccc9007a5b062e	38	1	{"give_points":3}	\N
78ccc9007a5b062e	39	1	"send"	\N
78ccc9007a5b062e	40	2	"accept"	\N
78ccc9007a5b062e	41	1	{"build":{"building":"school","lots":[11,12,13]}}	\N
78ccc9007a5b062e	42	2	{"take":87}	\N
78ccc9007a5b062e	43	2	"propose"	\N
78ccc9007a5b062e	44	2	{"to":0}	\N
78ccc9007a5b062e	45	2	{"consent":{"building":"apartments","lots":[82,87,88]}}	\N
78ccc9007a5b062e	46	2	{"give_points":3}	\N
78ccc9007a5b062e	47	2	"send"	\N
78ccc9007a5b062e	48	0	"accept"	\N
78ccc9007a5b062e	49	2	{"build":{"building":"apartments","lots":[82,87,88]}}	\N
78ccc9007a5b062e	50	0	{"take":72}	\N
78ccc9007a5b062e	51	0	"end"	\N
78ccc9007a5b062e	52	1	{"take":55}	\N
78ccc9007a5b062e	53	1	"end"	\N
78ccc9007a5b062e	54	2	{"take":81}	\N
78ccc9007a5b062e	55	2	"end"	\N
78ccc9007a5b062e	56	0	{"take":31}	\N
78ccc9007a5b062e	57	0	"end"	\N
78ccc9007a5b062e	58	1	{"take":41}	\N
78ccc9007a5b062e	59	1	"end"	\N
78ccc9007a5b062e	60	2	{"take":22}	\N
78ccc9007a5b062e	61	2	"end"	\N
78ccc9007a5b062e	62	0	{"take":28}	\N
78ccc9007a5b062e	63	0	"end"	\N
78ccc9007a5b062e	64	1	{"take":18}	\N
78ccc9007a5b062e	65	1	"end"	\N
78ccc9007a5b062e	66	2	{"take":38}	\N
78ccc9007a5b062e	67	2	"end"	\N
78ccc9007a5b062e	68	0	{"take":71}	\N
78ccc9007a5b062e	69	0	{"build":{"building":"hospital","lots":[71,72,73,78]}}	\N
78ccc9007a5b062e	70	1	{"take":47}	\N
78ccc9007a5b062e	71	1	"end"	\N
78ccc9007a5b062e	72	2	{"take":43}	\N
78ccc9007a5b062e	73	2	"end"	\N
78ccc9007a5b062e	74	0	{"take":14}	\N
78ccc9007a5b062e	75	0	"end"	\N
78ccc9007a5b062e	76	1	{"take":40}	\N
78ccc9007a5b062e	77	1	"end"	\N
78ccc9007a5b062e	78	2	{"take":15}	\N
78ccc9007a5b062e	79	2	"end"	\N
78ccc9007a5b062e	80	0	{"take":27}	\N
78ccc9007a5b062e	81	0	"propose"	\N
78ccc9007a5b062e	82	0	{"to":2}	\N
78ccc9007a5b062e	83	0	{"ask":22}	\N
78ccc9007a5b062e	84	0	{"give_points":2}	\N
78ccc9007a5b062e	85	0	"send"	\N
78ccc9007a5b062e	86	2	"accept"	\N
78ccc9007a5b062e	87	0	{"build":{"building":"factory","lots":[22,23,27,28]}}	\N
78ccc9007a5b062e	88	1	{"take":42}	\N
78ccc9007a5b062e	89	1	{"build":{"building":"hospital","lots":[40,41,42,47]}}	\N
78ccc9007a5b062e	90	2	{"take":62}	\N
78ccc9007a5b062e	91	2	"end"	\N
78ccc9007a5b062e	92	0	{"gift":{"lot":83,"to":2}}	\N
78ccc9007a5b062e	93	0	"end"	\N
78ccc9007a5b062e	94	1	{"take":60}	\N
78ccc9007a5b062e	95	1	"end"	\N
78ccc9007a5b062e	96	2	{"take":37}	\N
78ccc9007a5b062e	97	2	"end"	\N
78ccc9007a5b062e	98	0	{"take":74}	\N
78ccc9007a5b062e	99	0	"end"	\N
78ccc9007a5b062e	100	1	{"take":50}	\N
78ccc9007a5b062e	101	1	"end"	\N
78ccc9007a5b062e	102	2	{"take":49}	\N
78ccc9007a5b062e	103	2	"end"	\N
78ccc9007a5b062e	104	0	{"take":36}	\N
78ccc9007a5b062e	105	0	"propose"	\N
78ccc9007a5b062e	106	0	{"to":2}	\N
78ccc9007a5b062e	107	0	{"consent":{"building":"school","lots":[36,37,38]}}	\N
78ccc9007a5b062e	108	0	{"give_points":1}	\N
78ccc9007a5b062e	109	0	"send"	\N
78ccc9007a5b062e	110	2	"accept"	\N
78ccc9007a5b062e	111	0	{"build":{"building":"school","lots":[36,37,38]}}	\N
78ccc9007a5b062e	112	1	{"take":80}	\N
78ccc9007a5b062e	113	1	{"build":{"building":"house","lots":[18]}}	\N
f63e87656649cf88	0	2	{"take":63}	\N
f63e87656649cf88	1	2	{"build":{"building":"house","lots":[25]}}	\N
f63e87656649cf88	2	3	{"take":52}	\N
f63e87656649cf88	3	3	"propose"	\N
f63e87656649cf88	4	3	{"to":0}	\N
f63e87656649cf88	5	3	{"consent":{"building":"admin","lots":[51,52,53,54]}}	\N
f63e87656649cf88	6	3	{"share":20}	\N
f63e87656649cf88	7	3	{"ask_points":2}	\N
f63e87656649cf88	8	3	"send"	\N
f63e87656649cf88	9	0	"accept"	\N
f63e87656649cf88	10	3	{"build":{"building":"admin","lots":[51,52,53,54]}}	\N
f63e87656649cf88	11	0	{"take":81}	\N
f63e87656649cf88	12	0	"propose"	\N
f63e87656649cf88	13	0	{"to":1}	\N
f63e87656649cf88	14	0	{"consent":{"building":"school","lots":[80,81,82]}}	\N
f63e87656649cf88	15	0	{"give_points":1}	\N
f63e87656649cf88	16	0	"send"	\N
f63e87656649cf88	17	1	"accept"	\N
f63e87656649cf88	18	0	{"build":{"building":"school","lots":[80,81,82]}}	\N
f63e87656649cf88	19	1	{"take":28}	\N
f376d2021c335520	36	0	{"take":86}	\N
f376d2021c335520	37	0	{"build":{"building":"house","lots":[45]}}	\N
f376d2021c335520	38	1	{"take":44}	\N
f376d2021c335520	39	1	{"build":{"building":"house","lots":[44]}}	\N
f376d2021c335520	40	2	{"take":50}	\N
f376d2021c335520	41	2	{"build":{"building":"house","lots":[49]}}	\N
f376d2021c335520	42	0	{"take":81}	\N
f376d2021c335520	43	0	{"build":{"building":"apartments","lots":[81,85,86]}}	\N
f376d2021c335520	44	1	{"take":23}	\N
f376d2021c335520	45	1	"end"	\N
f376d2021c335520	46	2	{"take":48}	\N
f376d2021c335520	47	2	"end"	\N
f376d2021c335520	48	0	{"take":74}	\N
f376d2021c335520	49	0	"end"	\N
f376d2021c335520	50	1	{"take":79}	\N
f376d2021c335520	51	1	"end"	\N
f376d2021c335520	52	2	{"take":62}	\N
f376d2021c335520	53	2	"end"	\N
f376d2021c335520	54	0	{"take":40}	\N
f376d2021c335520	55	0	{"build":{"building":"house","lots":[40]}}	\N
f376d2021c335520	56	1	{"take":57}	\N
f376d2021c335520	57	1	"end"	\N
f376d2021c335520	58	2	{"take":61}	\N
f376d2021c335520	59	2	"end"	\N
f376d2021c335520	60	0	{"take":13}	\N
f376d2021c335520	61	0	"end"	\N
f376d2021c335520	62	1	{"take":27}	\N
f376d2021c335520	63	1	"propose"	\N
f376d2021c335520	64	1	{"to":2}	\N
f376d2021c335520	65	1	{"ask":28}	\N
f376d2021c335520	66	1	{"give_points":2}	\N
f376d2021c335520	67	1	"send"	\N
f376d2021c335520	68	2	"accept"	\N
f376d2021c335520	69	1	{"build":{"building":"factory","lots":[22,23,27,28]}}	\N
f376d2021c335520	70	2	{"take":14}	\N
f376d2021c335520	71	2	"propose"	\N
f376d2021c335520	72	2	{"to":0}	\N
f376d2021c335520	73	2	{"consent":{"building":"school","lots":[12,13,14]}}	\N
f376d2021c335520	74	2	{"give_points":2}	\N
f376d2021c335520	75	2	"send"	\N
f376d2021c335520	76	0	"accept"	\N
f376d2021c335520	77	2	{"build":{"building":"school","lots":[12,13,14]}}	\N
f376d2021c335520	78	0	{"take":88}	\N
f376d2021c335520	79	0	"end"	\N
f376d2021c335520	80	1	{"take":59}	\N
f376d2021c335520	81	1	"end"	\N
f376d2021c335520	82	2	{"take":63}	\N
f376d2021c335520	83	2	{"build":{"building":"school","lots":[61,62,63]}}	\N
f376d2021c335520	84	0	{"take":87}	\N
f376d2021c335520	85	0	"end"	\N
f376d2021c335520	86	1	{"take":76}	\N
f376d2021c335520	87	1	"end"	\N
f376d2021c335520	88	2	{"take":51}	\N
f376d2021c335520	89	2	"end"	\N
f376d2021c335520	90	0	{"take":41}	\N
f376d2021c335520	91	0	"end"	\N
f376d2021c335520	92	1	{"take":84}	\N
f376d2021c335520	93	1	"end"	\N
f376d2021c335520	94	2	{"take":77}	\N
f376d2021c335520	95	2	"propose"	\N
f376d2021c335520	96	2	{"to":1}	\N
f376d2021c335520	97	2	{"consent":{"building":"hospital","lots":[71,76,77,78]}}	\N
f376d2021c335520	98	2	{"share":50}	\N
f376d2021c335520	99	2	{"ask_points":5}	\N
f376d2021c335520	100	2	"send"	\N
f376d2021c335520	101	1	"accept"	\N
f376d2021c335520	102	2	"propose"	\N
f376d2021c335520	103	2	{"to":1}	\N
f376d2021c335520	104	2	{"consent":{"building":"admin","lots":[76,77,78,79]}}	\N
f376d2021c335520	105	2	{"share":50}	\N
f376d2021c335520	106	2	{"ask_points":4}	\N
f376d2021c335520	107	2	"send"	\N
f376d2021c335520	108	1	"accept"	\N
f376d2021c335520	109	2	{"build":{"building":"hospital","lots":[71,76,77,78]}}	\N
df11d51533588af8	0	1	{"take":36}	\N
df11d51533588af8	1	1	{"build":{"building":"house","lots":[36]}}	\N
df11d51533588af8	2	2	{"take":41}	\N
df11d51533588af8	3	2	{"build":{"building":"house","lots":[87]}}	\N
df11d51533588af8	4	0	{"take":63}	\N
df11d51533588af8	5	0	{"build":{"building":"school","lots":[75,76,77]}}	\N
df11d51533588af8	6	1	{"take":11}	\N
df11d51533588af8	7	1	"propose"	\N
df11d51533588af8	8	1	{"to":0}	\N
df11d51533588af8	9	1	{"ask_points":4}	\N
df11d51533588af8	10	1	{"give":89}	\N
df11d51533588af8	11	1	{"ask":86}	\N
df11d51533588af8	12	1	{"ask":63}	\N
df11d51533588af8	13	1	"cancel"	\N
df11d51533588af8	14	1	{"build":{"building":"house","lots":[10]}}	\N
df11d51533588af8	15	2	{"take":43}	\N
df11d51533588af8	16	2	{"build":{"building":"house","lots":[70]}}	\N
df11d51533588af8	17	0	{"take":84}	\N
df11d51533588af8	18	0	{"build":{"building":"house","lots":[86]}}	\N
df11d51533588af8	19	1	{"take":38}	\N
df11d51533588af8	20	1	{"build":{"building":"house","lots":[61]}}	\N
df11d51533588af8	21	2	{"take":51}	\N
df11d51533588af8	22	2	"end"	\N
df11d51533588af8	23	0	{"take":64}	\N
df11d51533588af8	24	0	"end"	\N
df11d51533588af8	25	1	{"take":27}	\N
df11d51533588af8	26	1	{"build":{"building":"store","lots":[37,38]}}	\N
df11d51533588af8	27	2	{"take":71}	\N
df11d51533588af8	28	2	"end"	\N
df11d51533588af8	29	0	{"take":69}	\N
df11d51533588af8	30	0	{"build":{"building":"apartments","lots":[63,64,69]}}	\N
df11d51533588af8	31	1	{"take":65}	\N
df11d51533588af8	32	1	"end"	\N
df11d51533588af8	33	2	{"take":67}	\N
df11d51533588af8	34	2	"propose"	\N
df11d51533588af8	35	2	"cancel"	\N
df11d51533588af8	36	2	"propose"	\N
df11d51533588af8	37	2	"cancel"	\N
df11d51533588af8	38	2	"end"	\N
df11d51533588af8	39	0	{"take":79}	\N
df11d51533588af8	40	0	{"build":{"building":"store","lots":[74,79]}}	\N
df11d51533588af8	41	1	{"take":22}	\N
df11d51533588af8	42	1	{"build":{"building":"store","lots":[22,27]}}	\N
df11d51533588af8	43	2	{"take":52}	\N
df11d51533588af8	44	2	{"build":{"building":"apartments","lots":[51,52,57]}}	\N
df11d51533588af8	45	0	{"take":53}	\N
df11d51533588af8	46	0	"end"	\N
df11d51533588af8	47	1	{"take":18}	\N
df11d51533588af8	48	1	"end"	\N
df11d51533588af8	49	2	{"take":14}	\N
df11d51533588af8	50	2	"end"	\N
df11d51533588af8	51	0	{"take":85}	\N
df11d51533588af8	52	0	"propose"	\N
df11d51533588af8	53	0	{"to":2}	\N
df11d51533588af8	54	0	{"give_points":15}	\N
df11d51533588af8	55	0	{"give":39}	\N
df11d51533588af8	56	0	{"give":84}	\N
df11d51533588af8	57	0	{"ask":34}	\N
df11d51533588af8	58	0	"send"	\N
df11d51533588af8	59	2	"counter"	\N
df11d51533588af8	60	2	{"ask_points":3}	\N
df11d51533588af8	61	2	"send"	\N
df11d51533588af8	62	0	"accept"	\N
df11d51533588af8	63	0	"end"	\N
df11d51533588af8	64	1	{"take":23}	\N
df11d51533588af8	65	1	"propose"	\N
df11d51533588af8	66	1	{"to":0}	\N
df11d51533588af8	67	1	{"give":35}	\N
df11d51533588af8	68	1	{"ask":85}	\N
df11d51533588af8	69	1	{"give":65}	\N
df11d51533588af8	70	1	{"ask_points":10}	\N
df11d51533588af8	71	1	"cancel"	\N
df11d51533588af8	72	1	"propose"	\N
df11d51533588af8	73	1	{"to":2}	\N
df11d51533588af8	74	1	"cancel"	\N
df11d51533588af8	75	1	"end"	\N
df11d51533588af8	76	2	{"take":82}	\N
df11d51533588af8	77	2	"end"	\N
df11d51533588af8	78	0	{"take":58}	\N
df11d51533588af8	79	0	"end"	\N
df11d51533588af8	80	1	{"take":31}	\N
df11d51533588af8	81	1	"end"	\N
df11d51533588af8	82	2	{"take":81}	\N
df11d51533588af8	83	2	"end"	\N
df11d51533588af8	84	0	{"take":54}	\N
df11d51533588af8	85	0	"end"	\N
df11d51533588af8	86	1	{"take":24}	\N
df11d51533588af8	87	1	"propose"	\N
df11d51533588af8	88	1	{"to":2}	\N
df11d51533588af8	89	1	{"consent":{"building":"apartments","lots":[23,24,28]}}	\N
df11d51533588af8	90	1	{"ask_points":15}	\N
df11d51533588af8	91	1	{"give":31}	\N
df11d51533588af8	92	1	{"ask":28}	\N
df11d51533588af8	93	1	{"give":65}	\N
df11d51533588af8	94	1	"cancel"	\N
df11d51533588af8	95	1	"end"	\N
df11d51533588af8	96	2	{"take":21}	\N
df11d51533588af8	97	2	"propose"	\N
df11d51533588af8	98	2	{"to":0}	\N
df11d51533588af8	99	2	{"give":26}	\N
df11d51533588af8	100	2	{"give":43}	\N
df11d51533588af8	101	2	{"ask_points":7}	\N
df11d51533588af8	102	2	{"give":21}	\N
df11d51533588af8	103	2	"send"	\N
df11d51533588af8	104	0	"counter"	\N
df11d51533588af8	105	0	{"give_points":15}	\N
df11d51533588af8	106	0	"cancel"	\N
df11d51533588af8	107	2	"end"	\N
df11d51533588af8	108	0	{"gift":{"lot":30,"to":1}}	\N
df11d51533588af8	109	0	"propose"	\N
df11d51533588af8	110	0	"cancel"	\N
df11d51533588af8	111	0	"end"	\N
df11d51533588af8	112	1	{"take":16}	\N
df11d51533588af8	113	1	"end"	\N
df11d51533588af8	114	2	{"take":49}	\N
df11d51533588af8	115	2	"propose"	\N
df11d51533588af8	116	2	{"to":1}	\N
df11d51533588af8	117	2	{"give":13}	\N
df11d51533588af8	118	2	{"give":34}	\N
df11d51533588af8	119	2	{"give_points":5}	\N
df11d51533588af8	120	2	{"ask":23}	\N
df11d51533588af8	121	2	"cancel"	\N
df11d51533588af8	122	2	"propose"	\N
df11d51533588af8	123	2	"cancel"	\N
df11d51533588af8	124	2	"propose"	\N
df11d51533588af8	125	2	{"to":0}	\N
df11d51533588af8	126	2	"cancel"	\N
df11d51533588af8	127	2	{"build":{"building":"apartments","lots":[43,48,49]}}	\N
df11d51533588af8	128	0	{"take":78}	\N
df11d51533588af8	129	0	"propose"	\N
df11d51533588af8	130	0	"cancel"	\N
df11d51533588af8	131	0	"end"	\N
df11d51533588af8	132	1	{"take":60}	\N
df11d51533588af8	133	1	"end"	\N
df11d51533588af8	134	2	{"take":88}	\N
df11d51533588af8	135	2	"end"	\N
df11d51533588af8	136	0	{"take":59}	\N
df11d51533588af8	137	0	{"build":{"building":"apartments","lots":[54,58,59]}}	\N
df11d51533588af8	138	1	{"take":15}	\N
df11d51533588af8	139	1	"propose"	\N
df11d51533588af8	140	1	"cancel"	\N
df11d51533588af8	141	1	"propose"	\N
df11d51533588af8	142	1	{"to":2}	\N
df11d51533588af8	143	1	{"ask":71}	\N
df11d51533588af8	144	1	{"ask_points":2}	\N
df11d51533588af8	145	1	{"give":89}	\N
df11d51533588af8	146	1	"send"	\N
df11d51533588af8	147	2	"counter"	\N
df11d51533588af8	148	2	{"give":82}	\N
df11d51533588af8	149	2	{"ask":40}	\N
df11d51533588af8	150	2	{"ask":89}	\N
df11d51533588af8	151	2	"cancel"	\N
df11d51533588af8	152	1	"end"	\N
df11d51533588af8	153	2	{"take":68}	\N
df11d51533588af8	154	2	"end"	\N
df11d51533588af8	155	0	{"take":72}	\N
df11d51533588af8	156	0	"end"	\N
df11d51533588af8	157	1	{"gift":{"lot":83,"to":0}}	\N
df11d51533588af8	158	1	"propose"	\N
df11d51533588af8	159	1	{"to":2}	\N
df11d51533588af8	160	1	{"ask_points":10}	\N
df11d51533588af8	161	1	{"give":60}	\N
df11d51533588af8	162	1	{"give":35}	\N
df11d51533588af8	163	1	{"ask":41}	\N
df11d51533588af8	164	1	"cancel"	\N
df11d51533588af8	165	1	"propose"	\N
df11d51533588af8	166	1	{"to":2}	\N
df11d51533588af8	167	1	{"give_points":1}	\N
df11d51533588af8	168	1	"cancel"	\N
df11d51533588af8	169	1	"propose"	\N
df11d51533588af8	170	1	{"to":0}	\N
df11d51533588af8	171	1	{"give_points":2}	\N
df11d51533588af8	172	1	{"ask":25}	\N
df11d51533588af8	173	1	{"ask":46}	\N
df11d51533588af8	174	1	{"ask":85}	\N
df11d51533588af8	175	1	"cancel"	\N
df11d51533588af8	176	1	"end"	\N
df11d51533588af8	177	2	{"take":42}	\N
df11d51533588af8	178	2	"propose"	\N
df11d51533588af8	179	2	{"to":0}	\N
df11d51533588af8	180	2	{"give":41}	\N
df11d51533588af8	181	2	{"ask_points":2}	\N
df11d51533588af8	182	2	{"give":14}	\N
df11d51533588af8	183	2	{"ask":78}	\N
df11d51533588af8	184	2	"send"	\N
df11d51533588af8	185	0	"counter"	\N
df11d51533588af8	186	0	{"give_points":4}	\N
df11d51533588af8	187	0	{"ask":26}	\N
df11d51533588af8	188	0	{"ask":81}	\N
df11d51533588af8	189	0	{"ask":42}	\N
df11d51533588af8	190	0	"cancel"	\N
df11d51533588af8	191	2	"end"	\N
df11d51533588af8	192	0	{"take":73}	\N
df11d51533588af8	193	0	"end"	\N
df11d51533588af8	194	1	{"take":62}	\N
df11d51533588af8	195	1	"end"	\N
df11d51533588af8	196	2	{"take":50}	\N
df11d51533588af8	197	2	"end"	\N
df11d51533588af8	198	0	{"take":20}	\N
df11d51533588af8	199	0	"propose"	\N
df11d51533588af8	200	0	{"to":2}	\N
df11d51533588af8	201	0	{"ask":81}	\N
df11d51533588af8	202	0	{"give":84}	\N
df11d51533588af8	203	0	{"ask":50}	\N
df11d51533588af8	204	0	{"give_points":2}	\N
df11d51533588af8	205	0	"send"	\N
df11d51533588af8	206	2	"decline"	\N
df11d51533588af8	207	0	"propose"	\N
df11d51533588af8	208	0	"cancel"	\N
df11d51533588af8	209	0	"end"	\N
df11d51533588af8	210	1	{"take":66}	\N
df11d51533588af8	211	1	"end"	\N
df11d51533588af8	212	2	{"take":56}	\N
df11d51533588af8	213	2	"propose"	\N
df11d51533588af8	214	2	"cancel"	\N
df11d51533588af8	215	2	"propose"	\N
df11d51533588af8	216	2	"cancel"	\N
df11d51533588af8	217	2	"propose"	\N
df11d51533588af8	218	2	"cancel"	\N
df11d51533588af8	219	2	"end"	\N
df11d51533588af8	220	0	{"take":80}	\N
df11d51533588af8	221	0	"end"	\N
df11d51533588af8	222	1	{"take":19}	\N
df11d51533588af8	223	1	"propose"	\N
df11d51533588af8	224	1	"cancel"	\N
df11d51533588af8	225	1	"propose"	\N
df11d51533588af8	226	1	{"to":0}	\N
df11d51533588af8	227	1	{"ask":80}	\N
df11d51533588af8	228	1	{"give":65}	\N
df11d51533588af8	229	1	{"ask":83}	\N
df11d51533588af8	230	1	{"ask_points":10}	\N
df11d51533588af8	231	1	"send"	\N
df11d51533588af8	232	0	"counter"	\N
df11d51533588af8	233	0	{"give":73}	\N
df11d51533588af8	234	0	{"ask":66}	\N
df11d51533588af8	235	0	{"give":46}	\N
df11d51533588af8	236	0	{"ask_points":15}	\N
df11d51533588af8	237	0	"send"	\N
df11d51533588af8	238	1	"decline"	\N
df11d51533588af8	239	1	"propose"	\N
df11d51533588af8	240	1	"cancel"	\N
df11d51533588af8	241	1	"end"	\N
df11d51533588af8	242	2	{"take":55}	\N
df11d51533588af8	243	2	"end"	\N
df11d51533588af8	244	0	{"take":47}	\N
df11d51533588af8	245	0	"propose"	\N
df11d51533588af8	246	0	{"to":2}	\N
df11d51533588af8	247	0	{"consent":{"building":"hospital","lots":[60,65,66,67]}}	\N
df11d51533588af8	248	0	{"give":78}	\N
df11d51533588af8	249	0	{"ask":55}	\N
df11d51533588af8	250	0	{"share":20}	\N
df11d51533588af8	251	0	"cancel"	\N
df11d51533588af8	252	0	"end"	\N
df11d51533588af8	253	1	{"take":29}	\N
df11d51533588af8	254	1	"propose"	\N
df11d51533588af8	255	1	{"to":0}	\N
df11d51533588af8	256	1	{"consent":{"building":"admin","lots":[81,82,83,84]}}	\N
df11d51533588af8	257	1	{"share":60}	\N
df11d51533588af8	258	1	{"give":40}	\N
df11d51533588af8	259	1	{"give":66}	\N
df11d51533588af8	260	1	{"give_points":1}	\N
df11d51533588af8	261	1	{"ask":25}	\N
df11d51533588af8	262	1	"cancel"	\N
df11d51533588af8	263	1	"end"	\N
df11d51533588af8	264	2	{"take":12}	\N
df11d51533588af8	265	2	{"build":{"building":"school","lots":[12,13,14]}}	\N
df11d51533588af8	266	0	{"gift":{"lot":44,"to":2}}	\N
df11d51533588af8	267	0	"propose"	\N
df11d51533588af8	268	0	"cancel"	\N
df11d51533588af8	269	0	"end"	\N
df11d51533588af8	270	1	{"take":32}	\N
df11d51533588af8	271	1	{"build":{"building":"admin","lots":[30,31,32,33]}}	\N
6cd44a96c5ca925c	0	0	{"take":19}	\N
6cd44a96c5ca925c	1	0	"propose"	\N
6cd44a96c5ca925c	2	0	{"to":2}	\N
6cd44a96c5ca925c	3	0	{"consent":{"building":"hospital","lots":[70,71,72,77]}}	\N
6cd44a96c5ca925c	4	0	{"share":50}	\N
6cd44a96c5ca925c	5	0	{"ask_points":2}	\N
6cd44a96c5ca925c	6	0	"send"	\N
6cd44a96c5ca925c	7	2	"accept"	\N
6cd44a96c5ca925c	8	0	{"build":{"building":"hospital","lots":[70,71,72,77]}}	\N
6cd44a96c5ca925c	9	1	{"take":54}	\N
6cd44a96c5ca925c	10	1	"propose"	\N
6cd44a96c5ca925c	11	1	{"to":2}	\N
6cd44a96c5ca925c	12	1	{"consent":{"building":"apartments","lots":[20,21,25]}}	\N
6cd44a96c5ca925c	13	1	{"give_points":2}	\N
6cd44a96c5ca925c	14	1	"send"	\N
6cd44a96c5ca925c	15	2	"accept"	\N
6cd44a96c5ca925c	16	1	{"build":{"building":"apartments","lots":[20,21,25]}}	\N
6cd44a96c5ca925c	17	2	{"take":66}	\N
6cd44a96c5ca925c	18	2	"propose"	\N
6cd44a96c5ca925c	19	2	{"to":1}	\N
6cd44a96c5ca925c	20	2	{"consent":{"building":"apartments","lots":[60,65,66]}}	\N
6cd44a96c5ca925c	21	2	{"give_points":3}	\N
6cd44a96c5ca925c	22	2	"send"	\N
6cd44a96c5ca925c	23	1	"accept"	\N
6cd44a96c5ca925c	24	2	{"build":{"building":"apartments","lots":[60,65,66]}}	\N
6cd44a96c5ca925c	25	3	{"take":48}	\N
6cd44a96c5ca925c	26	3	{"build":{"building":"store","lots":[52,57]}}	\N
6cd44a96c5ca925c	27	0	{"take":41}	\N
f63e87656649cf88	20	1	{"build":{"building":"house","lots":[62]}}	\N
f63e87656649cf88	21	2	{"take":46}	\N
f63e87656649cf88	22	2	{"build":{"building":"house","lots":[42]}}	\N
f63e87656649cf88	23	3	{"take":73}	\N
f63e87656649cf88	24	3	{"build":{"building":"store","lots":[15,16]}}	\N
f63e87656649cf88	25	0	{"take":26}	\N
f63e87656649cf88	26	0	"propose"	\N
f63e87656649cf88	27	0	{"to":2}	\N
f63e87656649cf88	28	0	{"consent":{"building":"store","lots":[45,46]}}	\N
f63e87656649cf88	29	0	{"give_points":1}	\N
f63e87656649cf88	30	0	"send"	\N
f63e87656649cf88	31	2	"accept"	\N
f63e87656649cf88	32	0	{"build":{"building":"store","lots":[45,46]}}	\N
f63e87656649cf88	33	1	{"take":48}	\N
f63e87656649cf88	34	1	{"build":{"building":"store","lots":[48,49]}}	\N
f63e87656649cf88	35	2	{"take":64}	\N
f63e87656649cf88	36	2	{"build":{"building":"house","lots":[63]}}	\N
f63e87656649cf88	37	3	{"take":34}	\N
f63e87656649cf88	38	3	"propose"	\N
f63e87656649cf88	39	3	{"to":2}	\N
f63e87656649cf88	40	3	{"consent":{"building":"apartments","lots":[73,78,79]}}	\N
f63e87656649cf88	41	3	{"give_points":2}	\N
f63e87656649cf88	42	3	"send"	\N
f63e87656649cf88	43	2	"accept"	\N
f63e87656649cf88	44	3	{"build":{"building":"apartments","lots":[73,78,79]}}	\N
f63e87656649cf88	45	0	{"take":35}	\N
f63e87656649cf88	46	0	{"build":{"building":"house","lots":[21]}}	\N
f63e87656649cf88	47	1	{"take":67}	\N
f63e87656649cf88	48	1	"end"	\N
f63e87656649cf88	49	2	{"take":47}	\N
f63e87656649cf88	50	2	"end"	\N
f63e87656649cf88	51	3	{"take":89}	\N
f63e87656649cf88	52	3	"end"	\N
f63e87656649cf88	53	0	{"take":37}	\N
f63e87656649cf88	54	0	"propose"	\N
f63e87656649cf88	55	0	{"to":2}	\N
f63e87656649cf88	56	0	{"consent":{"building":"admin","lots":[35,36,37,38]}}	\N
f63e87656649cf88	57	0	{"share":20}	\N
f63e87656649cf88	58	0	"send"	\N
f63e87656649cf88	59	2	"accept"	\N
f63e87656649cf88	60	0	{"build":{"building":"admin","lots":[35,36,37,38]}}	\N
f63e87656649cf88	61	1	{"take":43}	\N
f63e87656649cf88	62	1	"end"	\N
f63e87656649cf88	63	2	{"take":76}	\N
f63e87656649cf88	64	2	"end"	\N
f63e87656649cf88	65	3	{"take":77}	\N
f63e87656649cf88	66	3	"end"	\N
f63e87656649cf88	67	0	{"take":40}	\N
f63e87656649cf88	68	0	{"build":{"building":"house","lots":[40]}}	\N
f63e87656649cf88	69	1	{"take":27}	\N
f63e87656649cf88	70	1	"propose"	\N
f63e87656649cf88	71	1	{"to":0}	\N
f63e87656649cf88	72	1	{"consent":{"building":"school","lots":[26,27,28]}}	\N
f63e87656649cf88	73	1	{"give_points":1}	\N
f63e87656649cf88	74	1	"send"	\N
f63e87656649cf88	75	0	"accept"	\N
f63e87656649cf88	76	1	{"build":{"building":"school","lots":[26,27,28]}}	\N
f63e87656649cf88	77	2	{"take":20}	\N
f63e87656649cf88	78	2	"end"	\N
f63e87656649cf88	79	3	{"take":72}	\N
f63e87656649cf88	80	3	"propose"	\N
f63e87656649cf88	81	3	{"to":2}	\N
f63e87656649cf88	82	3	{"consent":{"building":"apartments","lots":[72,76,77]}}	\N
f63e87656649cf88	83	3	{"give_points":2}	\N
f63e87656649cf88	84	3	"send"	\N
f63e87656649cf88	85	2	"accept"	\N
f63e87656649cf88	86	3	{"build":{"building":"apartments","lots":[72,76,77]}}	\N
d283de8ac24d7c8e	0	3	{"take":20}	\N
d283de8ac24d7c8e	1	3	"propose"	\N
d283de8ac24d7c8e	2	3	"cancel"	\N
d283de8ac24d7c8e	3	3	{"build":{"building":"house","lots":[88]}}	\N
d283de8ac24d7c8e	4	0	{"take":31}	\N
d283de8ac24d7c8e	5	0	{"build":{"building":"house","lots":[18]}}	\N
d283de8ac24d7c8e	6	1	{"take":71}	\N
d283de8ac24d7c8e	7	1	{"build":{"building":"house","lots":[72]}}	\N
d283de8ac24d7c8e	8	2	{"take":35}	\N
d283de8ac24d7c8e	9	2	{"build":{"building":"house","lots":[49]}}	\N
d283de8ac24d7c8e	10	3	{"take":30}	\N
d283de8ac24d7c8e	11	3	{"build":{"building":"house","lots":[66]}}	\N
d283de8ac24d7c8e	12	0	{"take":43}	\N
d283de8ac24d7c8e	13	0	{"build":{"building":"house","lots":[43]}}	\N
d283de8ac24d7c8e	14	1	{"take":74}	\N
d283de8ac24d7c8e	15	1	"propose"	\N
d283de8ac24d7c8e	16	1	{"to":3}	\N
d283de8ac24d7c8e	17	1	{"ask_points":3}	\N
d283de8ac24d7c8e	18	1	{"ask":12}	\N
d283de8ac24d7c8e	19	1	"cancel"	\N
d283de8ac24d7c8e	20	1	{"build":{"building":"store","lots":[82,83]}}	\N
6cd44a96c5ca925c	28	0	{"build":{"building":"house","lots":[41]}}	\N
6cd44a96c5ca925c	29	1	{"take":80}	\N
6cd44a96c5ca925c	30	1	{"build":{"building":"house","lots":[54]}}	\N
6cd44a96c5ca925c	31	2	{"take":36}	\N
6cd44a96c5ca925c	32	2	{"build":{"building":"house","lots":[58]}}	\N
6cd44a96c5ca925c	33	3	{"take":68}	\N
6cd44a96c5ca925c	34	3	{"build":{"building":"house","lots":[55]}}	\N
6cd44a96c5ca925c	35	0	{"take":63}	\N
6cd44a96c5ca925c	36	0	"propose"	\N
6cd44a96c5ca925c	37	0	{"to":3}	\N
6cd44a96c5ca925c	38	0	{"consent":{"building":"apartments","lots":[62,63,68]}}	\N
6cd44a96c5ca925c	39	0	{"give_points":2}	\N
6cd44a96c5ca925c	40	0	"send"	\N
6cd44a96c5ca925c	41	3	"accept"	\N
6cd44a96c5ca925c	42	0	{"build":{"building":"apartments","lots":[62,63,68]}}	\N
6cd44a96c5ca925c	43	1	{"take":29}	\N
6cd44a96c5ca925c	44	1	{"build":{"building":"store","lots":[28,29]}}	\N
6cd44a96c5ca925c	45	2	{"take":37}	\N
6cd44a96c5ca925c	46	2	{"build":{"building":"store","lots":[36,37]}}	\N
6cd44a96c5ca925c	47	3	{"take":50}	\N
6cd44a96c5ca925c	48	3	{"build":{"building":"house","lots":[50]}}	\N
6cd44a96c5ca925c	49	0	{"take":64}	\N
6cd44a96c5ca925c	50	0	"end"	\N
6cd44a96c5ca925c	51	1	{"take":59}	\N
6cd44a96c5ca925c	52	1	"end"	\N
6cd44a96c5ca925c	53	2	{"take":53}	\N
6cd44a96c5ca925c	54	2	"end"	\N
6cd44a96c5ca925c	55	3	{"take":47}	\N
6cd44a96c5ca925c	56	3	{"build":{"building":"apartments","lots":[43,47,48]}}	\N
6cd44a96c5ca925c	57	0	{"take":75}	\N
6cd44a96c5ca925c	58	0	"end"	\N
6cd44a96c5ca925c	59	1	{"take":22}	\N
6cd44a96c5ca925c	60	1	"end"	\N
6cd44a96c5ca925c	61	2	{"take":34}	\N
6cd44a96c5ca925c	62	2	"end"	\N
6cd44a96c5ca925c	63	3	{"take":81}	\N
6cd44a96c5ca925c	64	3	"propose"	\N
6cd44a96c5ca925c	65	3	{"to":0}	\N
6cd44a96c5ca925c	66	3	{"consent":{"building":"school","lots":[81,82,83]}}	\N
6cd44a96c5ca925c	67	3	{"give_points":2}	\N
6cd44a96c5ca925c	68	3	"send"	\N
6cd44a96c5ca925c	69	0	"accept"	\N
6cd44a96c5ca925c	70	3	{"build":{"building":"school","lots":[81,82,83]}}	\N
6cd44a96c5ca925c	71	0	{"take":49}	\N
6cd44a96c5ca925c	72	0	"end"	\N
6cd44a96c5ca925c	73	1	{"take":12}	\N
6cd44a96c5ca925c	74	1	"end"	\N
6cd44a96c5ca925c	75	2	{"take":39}	\N
6cd44a96c5ca925c	76	2	"end"	\N
6cd44a96c5ca925c	77	3	{"take":87}	\N
6cd44a96c5ca925c	78	3	{"build":{"building":"house","lots":[87]}}	\N
ba92a4daf31cf00e	0	0	{"take":45}	\N
ba92a4daf31cf00e	1	0	{"build":{"building":"house","lots":[45]}}	\N
ba92a4daf31cf00e	2	1	{"take":73}	\N
ba92a4daf31cf00e	3	1	{"build":{"building":"house","lots":[76]}}	\N
ba92a4daf31cf00e	4	2	{"take":61}	\N
ba92a4daf31cf00e	5	2	{"build":{"building":"house","lots":[52]}}	\N
ba92a4daf31cf00e	6	3	{"take":23}	\N
ba92a4daf31cf00e	7	3	{"build":{"building":"house","lots":[65]}}	\N
ba92a4daf31cf00e	8	0	{"take":56}	\N
ba92a4daf31cf00e	9	0	{"build":{"building":"house","lots":[16]}}	\N
ba92a4daf31cf00e	10	1	{"take":54}	\N
ba92a4daf31cf00e	11	1	{"build":{"building":"house","lots":[60]}}	\N
ba92a4daf31cf00e	12	2	{"take":69}	\N
ba92a4daf31cf00e	13	2	"propose"	\N
ba92a4daf31cf00e	14	2	{"to":0}	\N
ba92a4daf31cf00e	15	2	{"give_points":1}	\N
ba92a4daf31cf00e	16	2	"cancel"	\N
ba92a4daf31cf00e	17	2	{"build":{"building":"store","lots":[68,69]}}	\N
ba92a4daf31cf00e	18	3	{"take":77}	\N
ba92a4daf31cf00e	19	3	"end"	\N
ba92a4daf31cf00e	20	0	{"take":27}	\N
ba92a4daf31cf00e	21	0	"end"	\N
ba92a4daf31cf00e	22	1	{"take":71}	\N
ba92a4daf31cf00e	23	1	"end"	\N
ba92a4daf31cf00e	24	2	{"take":32}	\N
ba92a4daf31cf00e	25	2	{"build":{"building":"store","lots":[31,32]}}	\N
ba92a4daf31cf00e	26	3	{"take":19}	\N
ba92a4daf31cf00e	27	3	"propose"	\N
ba92a4daf31cf00e	28	3	{"to":1}	\N
ba92a4daf31cf00e	29	3	{"ask":71}	\N
ba92a4daf31cf00e	30	3	"send"	\N
ba92a4daf31cf00e	31	1	"decline"	\N
ba92a4daf31cf00e	32	3	{"build":{"building":"store","lots":[18,19]}}	\N
ba92a4daf31cf00e	33	0	{"take":82}	\N
ba92a4daf31cf00e	34	0	"end"	\N
ba92a4daf31cf00e	35	1	{"take":59}	\N
ba92a4daf31cf00e	36	1	"end"	\N
ba92a4daf31cf00e	37	2	{"take":41}	\N
d283de8ac24d7c8e	21	2	{"take":28}	\N
d283de8ac24d7c8e	22	2	"end"	\N
d283de8ac24d7c8e	23	3	{"take":32}	\N
d283de8ac24d7c8e	24	3	"propose"	\N
d283de8ac24d7c8e	25	3	{"to":2}	\N
d283de8ac24d7c8e	26	3	{"give_points":4}	\N
d283de8ac24d7c8e	27	3	{"ask":85}	\N
d283de8ac24d7c8e	28	3	{"give":89}	\N
d283de8ac24d7c8e	29	3	{"give":12}	\N
d283de8ac24d7c8e	30	3	"cancel"	\N
d283de8ac24d7c8e	31	3	"end"	\N
d283de8ac24d7c8e	32	0	{"take":23}	\N
d283de8ac24d7c8e	33	0	"end"	\N
d283de8ac24d7c8e	34	1	{"take":58}	\N
d283de8ac24d7c8e	35	1	"propose"	\N
d283de8ac24d7c8e	36	1	{"to":2}	\N
d283de8ac24d7c8e	37	1	{"ask_points":15}	\N
d283de8ac24d7c8e	38	1	{"ask":28}	\N
d283de8ac24d7c8e	39	1	{"ask":85}	\N
d283de8ac24d7c8e	40	1	{"ask":29}	\N
d283de8ac24d7c8e	41	1	"cancel"	\N
d283de8ac24d7c8e	42	1	"end"	\N
d283de8ac24d7c8e	43	2	{"take":38}	\N
d283de8ac24d7c8e	44	2	"propose"	\N
d283de8ac24d7c8e	45	2	"cancel"	\N
d283de8ac24d7c8e	46	2	{"build":{"building":"store","lots":[28,29]}}	\N
d283de8ac24d7c8e	47	3	{"take":56}	\N
d283de8ac24d7c8e	48	3	{"build":{"building":"store","lots":[32,37]}}	\N
d283de8ac24d7c8e	49	0	{"take":19}	\N
d283de8ac24d7c8e	50	0	"end"	\N
d283de8ac24d7c8e	51	1	{"take":63}	\N
d283de8ac24d7c8e	52	1	"end"	\N
d283de8ac24d7c8e	53	2	{"take":61}	\N
d283de8ac24d7c8e	54	2	"propose"	\N
d283de8ac24d7c8e	55	2	{"to":3}	\N
d283de8ac24d7c8e	56	2	{"give_points":10}	\N
d283de8ac24d7c8e	57	2	{"ask":12}	\N
d283de8ac24d7c8e	58	2	{"ask":56}	\N
d283de8ac24d7c8e	59	2	{"ask":89}	\N
d283de8ac24d7c8e	60	2	"cancel"	\N
d283de8ac24d7c8e	61	2	"end"	\N
d283de8ac24d7c8e	62	3	{"take":60}	\N
d283de8ac24d7c8e	63	3	"propose"	\N
d283de8ac24d7c8e	64	3	"cancel"	\N
d283de8ac24d7c8e	65	3	"end"	\N
d283de8ac24d7c8e	66	0	{"take":47}	\N
d283de8ac24d7c8e	67	0	"propose"	\N
d283de8ac24d7c8e	68	0	{"to":1}	\N
d283de8ac24d7c8e	69	0	"cancel"	\N
d283de8ac24d7c8e	70	0	"end"	\N
d283de8ac24d7c8e	71	1	{"take":84}	\N
d283de8ac24d7c8e	72	1	"end"	\N
d283de8ac24d7c8e	73	2	{"take":67}	\N
d283de8ac24d7c8e	74	2	{"build":{"building":"apartments","lots":[61,62,67]}}	\N
d283de8ac24d7c8e	75	3	{"take":21}	\N
d283de8ac24d7c8e	76	3	"end"	\N
d283de8ac24d7c8e	77	0	{"take":48}	\N
d283de8ac24d7c8e	78	0	"end"	\N
d283de8ac24d7c8e	79	1	{"take":68}	\N
d283de8ac24d7c8e	80	1	"propose"	\N
d283de8ac24d7c8e	81	1	{"to":0}	\N
d283de8ac24d7c8e	82	1	{"ask_points":7}	\N
d283de8ac24d7c8e	83	1	{"ask":52}	\N
d283de8ac24d7c8e	84	1	{"ask":48}	\N
d283de8ac24d7c8e	85	1	{"ask":22}	\N
d283de8ac24d7c8e	86	1	"send"	\N
d283de8ac24d7c8e	87	0	"decline"	\N
d283de8ac24d7c8e	88	1	"propose"	\N
d283de8ac24d7c8e	89	1	"cancel"	\N
d283de8ac24d7c8e	90	1	"end"	\N
d283de8ac24d7c8e	91	2	{"take":17}	\N
d283de8ac24d7c8e	92	2	"propose"	\N
d283de8ac24d7c8e	93	2	{"to":1}	\N
d283de8ac24d7c8e	94	2	{"ask_points":15}	\N
d283de8ac24d7c8e	95	2	{"give":33}	\N
d283de8ac24d7c8e	96	2	{"give":38}	\N
d283de8ac24d7c8e	97	2	{"ask":68}	\N
d283de8ac24d7c8e	98	2	"send"	\N
d283de8ac24d7c8e	99	1	"counter"	\N
d283de8ac24d7c8e	100	1	{"give_points":1}	\N
d283de8ac24d7c8e	101	1	"send"	\N
d283de8ac24d7c8e	102	2	"accept"	\N
d283de8ac24d7c8e	103	2	"propose"	\N
d283de8ac24d7c8e	104	2	"cancel"	\N
d283de8ac24d7c8e	105	2	"end"	\N
d283de8ac24d7c8e	106	3	{"take":26}	\N
d283de8ac24d7c8e	107	3	"propose"	\N
d283de8ac24d7c8e	108	3	{"to":2}	\N
d283de8ac24d7c8e	109	3	{"ask_points":1}	\N
d283de8ac24d7c8e	110	3	{"give":12}	\N
d283de8ac24d7c8e	111	3	"cancel"	\N
d283de8ac24d7c8e	112	3	"propose"	\N
d283de8ac24d7c8e	113	3	"cancel"	\N
d283de8ac24d7c8e	114	3	"end"	\N
d283de8ac24d7c8e	115	0	{"take":11}	\N
d283de8ac24d7c8e	116	0	"end"	\N
d283de8ac24d7c8e	117	1	{"take":53}	\N
d283de8ac24d7c8e	118	1	"propose"	\N
d283de8ac24d7c8e	119	1	{"to":2}	\N
d283de8ac24d7c8e	120	1	{"give":74}	\N
d283de8ac24d7c8e	121	1	{"give":68}	\N
d283de8ac24d7c8e	122	1	{"ask_points":1}	\N
d283de8ac24d7c8e	123	1	{"give":53}	\N
d283de8ac24d7c8e	124	1	"cancel"	\N
d283de8ac24d7c8e	125	1	"end"	\N
d283de8ac24d7c8e	126	2	{"take":39}	\N
d283de8ac24d7c8e	127	2	{"build":{"building":"apartments","lots":[33,38,39]}}	\N
d283de8ac24d7c8e	128	3	{"take":50}	\N
d283de8ac24d7c8e	129	3	{"build":{"building":"apartments","lots":[20,21,26]}}	\N
d283de8ac24d7c8e	130	0	{"take":41}	\N
d283de8ac24d7c8e	131	0	"end"	\N
d283de8ac24d7c8e	132	1	{"take":77}	\N
d283de8ac24d7c8e	133	1	"end"	\N
d283de8ac24d7c8e	134	2	{"take":34}	\N
d283de8ac24d7c8e	135	2	"end"	\N
d283de8ac24d7c8e	136	3	{"take":25}	\N
d283de8ac24d7c8e	137	3	"end"	\N
d283de8ac24d7c8e	138	0	{"take":57}	\N
d283de8ac24d7c8e	139	0	"end"	\N
d283de8ac24d7c8e	140	1	{"take":76}	\N
d283de8ac24d7c8e	141	1	"propose"	\N
d283de8ac24d7c8e	142	1	"cancel"	\N
d283de8ac24d7c8e	143	1	"propose"	\N
d283de8ac24d7c8e	144	1	{"to":3}	\N
d283de8ac24d7c8e	145	1	{"ask":56}	\N
d283de8ac24d7c8e	146	1	{"ask_points":7}	\N
d283de8ac24d7c8e	147	1	{"give":53}	\N
d283de8ac24d7c8e	148	1	{"ask":89}	\N
d283de8ac24d7c8e	149	1	"send"	\N
d283de8ac24d7c8e	150	3	"decline"	\N
d283de8ac24d7c8e	151	1	{"build":{"building":"school","lots":[75,76,77]}}	\N
d283de8ac24d7c8e	152	2	{"take":86}	\N
d283de8ac24d7c8e	153	2	"end"	\N
d283de8ac24d7c8e	154	3	{"take":13}	\N
d283de8ac24d7c8e	155	3	"propose"	\N
d283de8ac24d7c8e	156	3	{"to":2}	\N
d283de8ac24d7c8e	157	3	{"consent":{"building":"apartments","lots":[11,12,17]}}	\N
d283de8ac24d7c8e	158	3	{"ask":24}	\N
d283de8ac24d7c8e	159	3	{"ask":86}	\N
d283de8ac24d7c8e	160	3	{"give_points":4}	\N
d283de8ac24d7c8e	161	3	{"ask":17}	\N
d283de8ac24d7c8e	162	3	"cancel"	\N
d283de8ac24d7c8e	163	3	"propose"	\N
d283de8ac24d7c8e	164	3	{"to":2}	\N
d283de8ac24d7c8e	165	3	"cancel"	\N
d283de8ac24d7c8e	166	3	"end"	\N
d283de8ac24d7c8e	167	0	{"take":14}	\N
d283de8ac24d7c8e	168	0	"end"	\N
d283de8ac24d7c8e	169	1	{"take":59}	\N
d283de8ac24d7c8e	170	1	"propose"	\N
d283de8ac24d7c8e	171	1	{"to":3}	\N
d283de8ac24d7c8e	172	1	{"consent":{"building":"apartments","lots":[13,14,19]}}	\N
d283de8ac24d7c8e	173	1	"cancel"	\N
d283de8ac24d7c8e	174	1	"propose"	\N
d283de8ac24d7c8e	175	1	"cancel"	\N
d283de8ac24d7c8e	176	1	"propose"	\N
d283de8ac24d7c8e	177	1	"cancel"	\N
d283de8ac24d7c8e	178	1	{"build":{"building":"apartments","lots":[53,58,59]}}	\N
d283de8ac24d7c8e	179	2	{"gift":{"lot":54,"to":1}}	\N
d283de8ac24d7c8e	180	2	"propose"	\N
d283de8ac24d7c8e	181	2	{"to":1}	\N
d283de8ac24d7c8e	182	2	{"give":85}	\N
d283de8ac24d7c8e	183	2	{"give_points":15}	\N
d283de8ac24d7c8e	184	2	{"give":86}	\N
d283de8ac24d7c8e	185	2	{"ask":68}	\N
d283de8ac24d7c8e	186	2	"cancel"	\N
d283de8ac24d7c8e	187	2	"propose"	\N
d283de8ac24d7c8e	188	2	{"to":3}	\N
d283de8ac24d7c8e	189	2	{"ask_points":10}	\N
d283de8ac24d7c8e	190	2	"send"	\N
d283de8ac24d7c8e	191	3	"decline"	\N
d283de8ac24d7c8e	192	2	"end"	\N
d283de8ac24d7c8e	193	3	{"take":51}	\N
d283de8ac24d7c8e	194	3	"end"	\N
d283de8ac24d7c8e	195	0	{"take":15}	\N
d283de8ac24d7c8e	196	0	"end"	\N
d283de8ac24d7c8e	197	1	{"take":70}	\N
d283de8ac24d7c8e	198	1	"end"	\N
d283de8ac24d7c8e	199	2	{"take":44}	\N
d283de8ac24d7c8e	200	2	"end"	\N
d283de8ac24d7c8e	201	3	{"take":55}	\N
d283de8ac24d7c8e	202	3	{"build":{"building":"factory","lots":[50,51,55,56]}}	\N
d283de8ac24d7c8e	203	0	{"gift":{"lot":64,"to":1}}	\N
d283de8ac24d7c8e	204	0	"end"	\N
d283de8ac24d7c8e	205	1	{"take":69}	\N
d283de8ac24d7c8e	206	1	{"build":{"building":"factory","lots":[63,64,68,69]}}	\N
d283de8ac24d7c8e	207	2	{"take":81}	\N
d283de8ac24d7c8e	208	2	"propose"	\N
d283de8ac24d7c8e	209	2	{"to":0}	\N
d283de8ac24d7c8e	210	2	{"give":86}	\N
d283de8ac24d7c8e	211	2	{"give":24}	\N
d283de8ac24d7c8e	212	2	{"give_points":2}	\N
d283de8ac24d7c8e	213	2	"cancel"	\N
d283de8ac24d7c8e	214	2	"propose"	\N
d283de8ac24d7c8e	215	2	{"to":1}	\N
d283de8ac24d7c8e	216	2	{"give":17}	\N
d283de8ac24d7c8e	217	2	{"ask_points":20}	\N
d283de8ac24d7c8e	218	2	{"ask":79}	\N
d283de8ac24d7c8e	219	2	{"ask":45}	\N
d283de8ac24d7c8e	220	2	"cancel"	\N
d283de8ac24d7c8e	221	2	"end"	\N
d283de8ac24d7c8e	222	3	{"take":65}	\N
d283de8ac24d7c8e	223	3	"propose"	\N
d283de8ac24d7c8e	224	3	{"to":0}	\N
d283de8ac24d7c8e	225	3	{"ask_points":2}	\N
d283de8ac24d7c8e	226	3	{"ask":57}	\N
d283de8ac24d7c8e	227	3	{"give":25}	\N
d283de8ac24d7c8e	228	3	{"ask":31}	\N
d283de8ac24d7c8e	229	3	"send"	\N
d283de8ac24d7c8e	230	0	"decline"	\N
d283de8ac24d7c8e	231	3	"end"	\N
d283de8ac24d7c8e	232	0	{"take":73}	\N
d283de8ac24d7c8e	233	0	"propose"	\N
d283de8ac24d7c8e	234	0	{"to":2}	\N
d283de8ac24d7c8e	235	0	{"ask":44}	\N
d283de8ac24d7c8e	236	0	{"give":16}	\N
d283de8ac24d7c8e	237	0	{"give":15}	\N
d283de8ac24d7c8e	238	0	{"ask_points":1}	\N
d283de8ac24d7c8e	239	0	"send"	\N
d283de8ac24d7c8e	240	2	"accept"	\N
d283de8ac24d7c8e	241	0	"end"	\N
d283de8ac24d7c8e	242	1	{"take":87}	\N
d283de8ac24d7c8e	243	1	"propose"	\N
d283de8ac24d7c8e	244	1	"cancel"	\N
d283de8ac24d7c8e	245	1	"end"	\N
d283de8ac24d7c8e	246	2	{"take":80}	\N
d283de8ac24d7c8e	247	2	"propose"	\N
d283de8ac24d7c8e	248	2	{"to":3}	\N
d283de8ac24d7c8e	249	2	{"give_points":10}	\N
d283de8ac24d7c8e	250	2	{"give":81}	\N
d283de8ac24d7c8e	251	2	{"ask":27}	\N
d283de8ac24d7c8e	252	2	{"ask":12}	\N
d283de8ac24d7c8e	253	2	"cancel"	\N
d283de8ac24d7c8e	254	2	"propose"	\N
d283de8ac24d7c8e	255	2	{"to":1}	\N
d283de8ac24d7c8e	256	2	{"give_points":15}	\N
d283de8ac24d7c8e	257	2	{"ask":54}	\N
d283de8ac24d7c8e	258	2	{"give":15}	\N
d283de8ac24d7c8e	259	2	{"give":81}	\N
d283de8ac24d7c8e	260	2	"send"	\N
d283de8ac24d7c8e	261	1	"counter"	\N
d283de8ac24d7c8e	262	1	{"ask":86}	\N
d283de8ac24d7c8e	263	1	{"give":79}	\N
d283de8ac24d7c8e	264	1	{"give_points":5}	\N
d283de8ac24d7c8e	265	1	{"ask":34}	\N
d283de8ac24d7c8e	266	1	"send"	\N
d283de8ac24d7c8e	267	2	"decline"	\N
d283de8ac24d7c8e	268	2	{"build":{"building":"factory","lots":[80,81,85,86]}}	\N
d283de8ac24d7c8e	269	3	{"take":36}	\N
d283de8ac24d7c8e	270	3	"propose"	\N
d283de8ac24d7c8e	271	3	{"to":2}	\N
d283de8ac24d7c8e	272	3	{"give_points":15}	\N
d283de8ac24d7c8e	273	3	{"ask":34}	\N
d283de8ac24d7c8e	274	3	{"give":60}	\N
d283de8ac24d7c8e	275	3	{"ask":17}	\N
d283de8ac24d7c8e	276	3	"send"	\N
d283de8ac24d7c8e	277	2	"counter"	\N
d283de8ac24d7c8e	278	2	{"ask":89}	\N
d283de8ac24d7c8e	279	2	{"ask_points":2}	\N
d283de8ac24d7c8e	280	2	{"give":24}	\N
d283de8ac24d7c8e	281	2	{"ask":13}	\N
d283de8ac24d7c8e	282	2	"send"	\N
d283de8ac24d7c8e	283	3	"accept"	\N
d283de8ac24d7c8e	284	3	"end"	\N
d283de8ac24d7c8e	285	0	{"take":46}	\N
d283de8ac24d7c8e	286	0	"end"	\N
d283de8ac24d7c8e	287	1	{"gift":{"lot":42,"to":0}}	\N
d283de8ac24d7c8e	288	1	"propose"	\N
d283de8ac24d7c8e	289	1	{"to":0}	\N
d283de8ac24d7c8e	290	1	{"ask":14}	\N
d283de8ac24d7c8e	291	1	{"give":79}	\N
d283de8ac24d7c8e	292	1	{"ask":40}	\N
d283de8ac24d7c8e	293	1	{"give_points":10}	\N
d283de8ac24d7c8e	294	1	"cancel"	\N
d283de8ac24d7c8e	295	1	"end"	\N
d283de8ac24d7c8e	296	2	{"take":10}	\N
d283de8ac24d7c8e	297	2	{"build":{"building":"hospital","lots":[10,15,16,17]}}	\N
fbb227830213c340	0	0	{"take":73}	\N
fbb227830213c340	1	0	{"build":{"building":"school","lots":[72,73,74]}}	\N
fbb227830213c340	2	1	{"take":32}	\N
fbb227830213c340	3	1	"propose"	\N
fbb227830213c340	4	1	{"to":2}	\N
fbb227830213c340	5	1	{"consent":{"building":"hospital","lots":[30,31,32,37]}}	\N
fbb227830213c340	6	1	{"share":20}	\N
fbb227830213c340	7	1	"send"	\N
fbb227830213c340	8	2	"accept"	\N
ba92a4daf31cf00e	38	2	"end"	\N
ba92a4daf31cf00e	39	3	{"take":89}	\N
ba92a4daf31cf00e	40	3	"propose"	\N
ba92a4daf31cf00e	41	3	{"to":0}	\N
ba92a4daf31cf00e	42	3	{"give":48}	\N
ba92a4daf31cf00e	43	3	{"ask":82}	\N
ba92a4daf31cf00e	44	3	{"give":75}	\N
ba92a4daf31cf00e	45	3	{"ask_points":10}	\N
ba92a4daf31cf00e	46	3	"cancel"	\N
ba92a4daf31cf00e	47	3	"propose"	\N
ba92a4daf31cf00e	48	3	{"to":1}	\N
ba92a4daf31cf00e	49	3	{"ask":59}	\N
ba92a4daf31cf00e	50	3	{"ask":54}	\N
ba92a4daf31cf00e	51	3	{"ask_points":4}	\N
ba92a4daf31cf00e	52	3	{"ask":43}	\N
ba92a4daf31cf00e	53	3	"send"	\N
ba92a4daf31cf00e	54	1	"counter"	\N
ba92a4daf31cf00e	55	1	{"give_points":20}	\N
ba92a4daf31cf00e	56	1	{"ask":39}	\N
ba92a4daf31cf00e	57	1	{"ask":23}	\N
ba92a4daf31cf00e	58	1	{"give":38}	\N
ba92a4daf31cf00e	59	1	"send"	\N
ba92a4daf31cf00e	60	3	"decline"	\N
ba92a4daf31cf00e	61	3	"propose"	\N
ba92a4daf31cf00e	62	3	"cancel"	\N
ba92a4daf31cf00e	63	3	"end"	\N
ba92a4daf31cf00e	64	0	{"take":33}	\N
ba92a4daf31cf00e	65	0	{"build":{"building":"apartments","lots":[51,55,56]}}	\N
ba92a4daf31cf00e	66	1	{"take":58}	\N
ba92a4daf31cf00e	67	1	"end"	\N
ba92a4daf31cf00e	68	2	{"take":12}	\N
ba92a4daf31cf00e	69	2	"end"	\N
ba92a4daf31cf00e	70	3	{"take":49}	\N
ba92a4daf31cf00e	71	3	"propose"	\N
ba92a4daf31cf00e	72	3	{"to":1}	\N
ba92a4daf31cf00e	73	3	{"ask_points":7}	\N
ba92a4daf31cf00e	74	3	{"ask":73}	\N
ba92a4daf31cf00e	75	3	{"give":10}	\N
ba92a4daf31cf00e	76	3	"send"	\N
ba92a4daf31cf00e	77	1	"counter"	\N
ba92a4daf31cf00e	78	1	{"give_points":3}	\N
ba92a4daf31cf00e	79	1	{"give":58}	\N
ba92a4daf31cf00e	80	1	{"give":40}	\N
ba92a4daf31cf00e	81	1	{"ask":49}	\N
ba92a4daf31cf00e	82	1	"cancel"	\N
ba92a4daf31cf00e	83	3	"end"	\N
ba92a4daf31cf00e	84	0	{"take":29}	\N
ba92a4daf31cf00e	85	0	"end"	\N
ba92a4daf31cf00e	86	1	{"take":64}	\N
ba92a4daf31cf00e	87	1	"end"	\N
ba92a4daf31cf00e	88	2	{"take":67}	\N
ba92a4daf31cf00e	89	2	"propose"	\N
ba92a4daf31cf00e	90	2	{"to":0}	\N
ba92a4daf31cf00e	91	2	{"ask":25}	\N
ba92a4daf31cf00e	92	2	{"give":67}	\N
ba92a4daf31cf00e	93	2	{"give":13}	\N
ba92a4daf31cf00e	94	2	{"ask_points":2}	\N
ba92a4daf31cf00e	95	2	"send"	\N
ba92a4daf31cf00e	96	0	"accept"	\N
ba92a4daf31cf00e	97	2	"propose"	\N
ba92a4daf31cf00e	98	2	{"to":0}	\N
ba92a4daf31cf00e	99	2	{"give":46}	\N
ba92a4daf31cf00e	100	2	{"give":66}	\N
ba92a4daf31cf00e	101	2	{"give_points":15}	\N
ba92a4daf31cf00e	102	2	"send"	\N
ba92a4daf31cf00e	103	0	"decline"	\N
ba92a4daf31cf00e	104	2	"propose"	\N
ba92a4daf31cf00e	105	2	"cancel"	\N
ba92a4daf31cf00e	106	2	"end"	\N
ba92a4daf31cf00e	107	3	{"take":44}	\N
ba92a4daf31cf00e	108	3	"end"	\N
ba92a4daf31cf00e	109	0	{"take":26}	\N
ba92a4daf31cf00e	110	0	"propose"	\N
ba92a4daf31cf00e	111	0	{"to":2}	\N
ba92a4daf31cf00e	112	0	{"ask_points":2}	\N
ba92a4daf31cf00e	113	0	{"give":67}	\N
ba92a4daf31cf00e	114	0	"send"	\N
ba92a4daf31cf00e	115	2	"counter"	\N
ba92a4daf31cf00e	116	2	{"ask":22}	\N
ba92a4daf31cf00e	117	2	{"ask":67}	\N
ba92a4daf31cf00e	118	2	{"give_points":20}	\N
ba92a4daf31cf00e	119	2	{"ask":27}	\N
ba92a4daf31cf00e	120	2	"send"	\N
ba92a4daf31cf00e	121	0	"accept"	\N
ba92a4daf31cf00e	122	0	"end"	\N
ba92a4daf31cf00e	123	1	{"take":72}	\N
ba92a4daf31cf00e	124	1	"end"	\N
ba92a4daf31cf00e	125	2	{"take":80}	\N
ba92a4daf31cf00e	126	2	"propose"	\N
ba92a4daf31cf00e	127	2	{"to":1}	\N
ba92a4daf31cf00e	128	2	{"consent":{"building":"apartments","lots":[71,72,77]}}	\N
ba92a4daf31cf00e	129	2	{"give_points":5}	\N
ba92a4daf31cf00e	130	2	{"give":67}	\N
ba92a4daf31cf00e	131	2	{"ask":38}	\N
ba92a4daf31cf00e	132	2	{"give":27}	\N
ba92a4daf31cf00e	133	2	"cancel"	\N
ba92a4daf31cf00e	134	2	{"build":{"building":"apartments","lots":[61,66,67]}}	\N
ba92a4daf31cf00e	135	3	{"take":15}	\N
ba92a4daf31cf00e	136	3	{"build":{"building":"apartments","lots":[44,48,49]}}	\N
ba92a4daf31cf00e	137	0	{"take":14}	\N
ba92a4daf31cf00e	138	0	"propose"	\N
ba92a4daf31cf00e	139	0	{"to":3}	\N
ba92a4daf31cf00e	140	0	{"ask":89}	\N
ba92a4daf31cf00e	141	0	{"give":33}	\N
ba92a4daf31cf00e	142	0	{"give_points":15}	\N
ba92a4daf31cf00e	143	0	{"give":14}	\N
ba92a4daf31cf00e	144	0	"cancel"	\N
ba92a4daf31cf00e	145	0	"end"	\N
ba92a4daf31cf00e	146	1	{"take":84}	\N
ba92a4daf31cf00e	147	1	"propose"	\N
ba92a4daf31cf00e	148	1	"cancel"	\N
ba92a4daf31cf00e	149	1	{"build":{"building":"apartments","lots":[54,58,59]}}	\N
ba92a4daf31cf00e	150	2	{"take":30}	\N
ba92a4daf31cf00e	151	2	"end"	\N
ba92a4daf31cf00e	152	3	{"take":34}	\N
ba92a4daf31cf00e	153	3	"end"	\N
ba92a4daf31cf00e	154	0	{"take":81}	\N
ba92a4daf31cf00e	155	0	"end"	\N
ba92a4daf31cf00e	156	1	{"take":74}	\N
ba92a4daf31cf00e	157	1	{"build":{"building":"school","lots":[72,73,74]}}	\N
ba92a4daf31cf00e	158	2	{"take":42}	\N
ba92a4daf31cf00e	159	2	"propose"	\N
ba92a4daf31cf00e	160	2	{"to":1}	\N
ba92a4daf31cf00e	161	2	{"give_points":15}	\N
ba92a4daf31cf00e	162	2	"cancel"	\N
ba92a4daf31cf00e	163	2	"propose"	\N
ba92a4daf31cf00e	164	2	"cancel"	\N
ba92a4daf31cf00e	165	2	"propose"	\N
ba92a4daf31cf00e	166	2	"cancel"	\N
ba92a4daf31cf00e	167	2	"end"	\N
ba92a4daf31cf00e	168	3	{"take":24}	\N
ba92a4daf31cf00e	169	3	"end"	\N
ba92a4daf31cf00e	170	0	{"take":21}	\N
ba92a4daf31cf00e	171	0	"end"	\N
ba92a4daf31cf00e	172	1	{"take":53}	\N
ba92a4daf31cf00e	173	1	"propose"	\N
ba92a4daf31cf00e	174	1	{"to":2}	\N
ba92a4daf31cf00e	175	1	{"ask":27}	\N
ba92a4daf31cf00e	176	1	{"ask":80}	\N
ba92a4daf31cf00e	177	1	"send"	\N
ba92a4daf31cf00e	178	2	"counter"	\N
ba92a4daf31cf00e	179	2	{"consent":{"building":"school","lots":[12,13,14]}}	\N
ba92a4daf31cf00e	180	2	{"give":25}	\N
ba92a4daf31cf00e	181	2	{"give":12}	\N
ba92a4daf31cf00e	182	2	{"ask_points":15}	\N
ba92a4daf31cf00e	183	2	{"ask":64}	\N
ba92a4daf31cf00e	184	2	"send"	\N
ba92a4daf31cf00e	185	1	"decline"	\N
ba92a4daf31cf00e	186	1	"propose"	\N
ba92a4daf31cf00e	187	1	{"to":3}	\N
ba92a4daf31cf00e	188	1	{"give":53}	\N
ba92a4daf31cf00e	189	1	{"ask":15}	\N
ba92a4daf31cf00e	190	1	{"give_points":3}	\N
ba92a4daf31cf00e	191	1	{"ask":23}	\N
ba92a4daf31cf00e	192	1	"send"	\N
ba92a4daf31cf00e	193	3	"decline"	\N
ba92a4daf31cf00e	194	1	"end"	\N
ba92a4daf31cf00e	195	2	{"take":35}	\N
ba92a4daf31cf00e	196	2	"propose"	\N
ba92a4daf31cf00e	197	2	{"to":1}	\N
ba92a4daf31cf00e	198	2	{"give":35}	\N
ba92a4daf31cf00e	199	2	{"ask_points":15}	\N
ba92a4daf31cf00e	200	2	{"give":25}	\N
ba92a4daf31cf00e	201	2	{"ask":40}	\N
ba92a4daf31cf00e	202	2	"send"	\N
ba92a4daf31cf00e	203	1	"decline"	\N
ba92a4daf31cf00e	204	2	"end"	\N
ba92a4daf31cf00e	205	3	{"take":28}	\N
ba92a4daf31cf00e	206	3	"propose"	\N
ba92a4daf31cf00e	207	3	"cancel"	\N
ba92a4daf31cf00e	208	3	"end"	\N
ba92a4daf31cf00e	209	0	{"take":87}	\N
ba92a4daf31cf00e	210	0	"end"	\N
ba92a4daf31cf00e	211	1	{"take":83}	\N
ba92a4daf31cf00e	212	1	"propose"	\N
ba92a4daf31cf00e	213	1	"cancel"	\N
ba92a4daf31cf00e	214	1	"end"	\N
ba92a4daf31cf00e	215	2	{"take":11}	\N
ba92a4daf31cf00e	216	2	"propose"	\N
ba92a4daf31cf00e	217	2	{"to":1}	\N
ba92a4daf31cf00e	218	2	{"give":30}	\N
ba92a4daf31cf00e	219	2	{"ask_points":1}	\N
ba92a4daf31cf00e	220	2	{"ask":83}	\N
ba92a4daf31cf00e	221	2	{"ask":84}	\N
ba92a4daf31cf00e	222	2	"send"	\N
ba92a4daf31cf00e	223	1	"decline"	\N
ba92a4daf31cf00e	224	2	"propose"	\N
ba92a4daf31cf00e	225	2	{"to":1}	\N
ba92a4daf31cf00e	226	2	{"give":42}	\N
ba92a4daf31cf00e	227	2	{"ask":53}	\N
ba92a4daf31cf00e	228	2	{"ask_points":10}	\N
ba92a4daf31cf00e	229	2	{"give":22}	\N
ba92a4daf31cf00e	230	2	"send"	\N
ba92a4daf31cf00e	231	1	"decline"	\N
ba92a4daf31cf00e	232	2	"end"	\N
ba92a4daf31cf00e	233	3	{"take":78}	\N
ba92a4daf31cf00e	234	3	"propose"	\N
ba92a4daf31cf00e	235	3	{"to":0}	\N
ba92a4daf31cf00e	236	3	{"give_points":7}	\N
ba92a4daf31cf00e	237	3	{"give":75}	\N
ba92a4daf31cf00e	238	3	{"give":77}	\N
ba92a4daf31cf00e	239	3	{"give":23}	\N
ba92a4daf31cf00e	240	3	"cancel"	\N
ba92a4daf31cf00e	241	3	"end"	\N
ba92a4daf31cf00e	242	0	{"take":57}	\N
ba92a4daf31cf00e	243	0	"propose"	\N
ba92a4daf31cf00e	244	0	{"to":3}	\N
ba92a4daf31cf00e	245	0	{"give_points":5}	\N
ba92a4daf31cf00e	246	0	{"give":29}	\N
ba92a4daf31cf00e	247	0	"cancel"	\N
ba92a4daf31cf00e	248	0	"end"	\N
ba92a4daf31cf00e	249	1	{"take":62}	\N
ba92a4daf31cf00e	250	1	"end"	\N
ba92a4daf31cf00e	251	2	{"take":36}	\N
ba92a4daf31cf00e	252	2	"end"	\N
ba92a4daf31cf00e	253	3	{"take":17}	\N
ba92a4daf31cf00e	254	3	"end"	\N
ba92a4daf31cf00e	255	0	{"take":88}	\N
ba92a4daf31cf00e	256	0	"end"	\N
ba92a4daf31cf00e	257	1	{"take":37}	\N
ba92a4daf31cf00e	258	1	"propose"	\N
ba92a4daf31cf00e	259	1	{"to":0}	\N
ba92a4daf31cf00e	260	1	{"consent":{"building":"hospital","lots":[22,25,26,27]}}	\N
ba92a4daf31cf00e	261	1	{"ask":21}	\N
ba92a4daf31cf00e	262	1	{"give_points":2}	\N
ba92a4daf31cf00e	263	1	{"give":71}	\N
ba92a4daf31cf00e	264	1	{"ask":81}	\N
ba92a4daf31cf00e	265	1	{"share":50}	\N
ba92a4daf31cf00e	266	1	"send"	\N
ba92a4daf31cf00e	267	0	"decline"	\N
ba92a4daf31cf00e	268	1	"propose"	\N
ba92a4daf31cf00e	269	1	"cancel"	\N
ba92a4daf31cf00e	270	1	"propose"	\N
ba92a4daf31cf00e	271	1	"cancel"	\N
ba92a4daf31cf00e	272	1	{"build":{"building":"school","lots":[62,63,64]}}	\N
ba92a4daf31cf00e	273	2	{"take":20}	\N
ba92a4daf31cf00e	274	2	"propose"	\N
ba92a4daf31cf00e	275	2	{"to":0}	\N
ba92a4daf31cf00e	276	2	{"consent":{"building":"admin","lots":[20,21,22,23]}}	\N
ba92a4daf31cf00e	277	2	{"share":90}	\N
ba92a4daf31cf00e	278	2	{"give":20}	\N
ba92a4daf31cf00e	279	2	{"ask_points":4}	\N
ba92a4daf31cf00e	280	2	{"ask":29}	\N
ba92a4daf31cf00e	281	2	{"give":36}	\N
ba92a4daf31cf00e	282	2	"cancel"	\N
ba92a4daf31cf00e	283	2	"end"	\N
ba92a4daf31cf00e	284	3	{"take":70}	\N
ba92a4daf31cf00e	285	3	"propose"	\N
ba92a4daf31cf00e	286	3	{"to":2}	\N
ba92a4daf31cf00e	287	3	{"consent":{"building":"factory","lots":[20,21,25,26]}}	\N
ba92a4daf31cf00e	288	3	{"give_points":5}	\N
ba92a4daf31cf00e	289	3	{"share":20}	\N
ba92a4daf31cf00e	290	3	{"give":78}	\N
ba92a4daf31cf00e	291	3	{"ask":11}	\N
ba92a4daf31cf00e	292	3	{"give":75}	\N
ba92a4daf31cf00e	293	3	"cancel"	\N
ba92a4daf31cf00e	294	3	"propose"	\N
ba92a4daf31cf00e	295	3	{"to":2}	\N
ba92a4daf31cf00e	296	3	{"consent":{"building":"hospital","lots":[21,22,23,28]}}	\N
ba92a4daf31cf00e	297	3	{"give":15}	\N
ba92a4daf31cf00e	298	3	{"ask_points":4}	\N
ba92a4daf31cf00e	299	3	{"share":70}	\N
ba92a4daf31cf00e	300	3	{"give":39}	\N
ba92a4daf31cf00e	301	3	{"ask":80}	\N
ba92a4daf31cf00e	302	3	"cancel"	\N
ba92a4daf31cf00e	303	3	"propose"	\N
ba92a4daf31cf00e	304	3	{"to":2}	\N
ba92a4daf31cf00e	305	3	{"give":39}	\N
ba92a4daf31cf00e	306	3	{"give":70}	\N
ba92a4daf31cf00e	307	3	{"give":78}	\N
ba92a4daf31cf00e	308	3	"cancel"	\N
ba92a4daf31cf00e	309	3	"end"	\N
ba92a4daf31cf00e	310	0	{"take":86}	\N
ba92a4daf31cf00e	311	0	{"build":{"building":"school","lots":[85,86,87]}}	\N
ba92a4daf31cf00e	312	1	{"take":79}	\N
ba92a4daf31cf00e	313	1	"end"	\N
ba92a4daf31cf00e	314	2	{"take":47}	\N
ba92a4daf31cf00e	315	2	"end"	\N
ba92a4daf31cf00e	316	3	{"gift":{"lot":50,"to":0}}	\N
ba92a4daf31cf00e	317	3	"end"	\N
a7c79e04da4ad138	0	2	{"take":25}	\N
a7c79e04da4ad138	1	2	{"build":{"building":"house","lots":[75]}}	\N
a7c79e04da4ad138	2	3	{"take":34}	\N
a7c79e04da4ad138	3	3	{"build":{"building":"house","lots":[60]}}	\N
a7c79e04da4ad138	4	4	{"take":35}	\N
fbb227830213c340	9	1	{"build":{"building":"hospital","lots":[30,31,32,37]}}	\N
fbb227830213c340	10	2	{"take":28}	\N
fbb227830213c340	11	2	"propose"	\N
fbb227830213c340	12	2	{"to":4}	\N
fbb227830213c340	13	2	{"consent":{"building":"hospital","lots":[22,23,24,29]}}	\N
fbb227830213c340	14	2	{"share":20}	\N
fbb227830213c340	15	2	"send"	\N
fbb227830213c340	16	4	"accept"	\N
fbb227830213c340	17	2	{"build":{"building":"hospital","lots":[22,23,24,29]}}	\N
fbb227830213c340	18	3	{"take":58}	\N
fbb227830213c340	19	3	{"build":{"building":"house","lots":[19]}}	\N
fbb227830213c340	20	4	{"take":86}	\N
fbb227830213c340	21	4	{"build":{"building":"store","lots":[81,86]}}	\N
fbb227830213c340	22	0	{"take":13}	\N
fbb227830213c340	23	0	{"build":{"building":"house","lots":[62]}}	\N
fbb227830213c340	24	1	{"take":79}	\N
fbb227830213c340	25	1	{"build":{"building":"house","lots":[64]}}	\N
fbb227830213c340	26	2	{"take":27}	\N
fbb227830213c340	27	2	{"build":{"building":"store","lots":[27,28]}}	\N
fbb227830213c340	28	3	{"take":10}	\N
fbb227830213c340	29	3	{"build":{"building":"store","lots":[10,11]}}	\N
fbb227830213c340	30	4	{"take":78}	\N
fbb227830213c340	31	4	{"build":{"building":"house","lots":[78]}}	\N
fbb227830213c340	32	0	{"take":45}	\N
fbb227830213c340	33	0	{"build":{"building":"house","lots":[13]}}	\N
fbb227830213c340	34	1	{"take":12}	\N
fbb227830213c340	35	1	"end"	\N
fbb227830213c340	36	2	{"take":34}	\N
fbb227830213c340	37	2	{"build":{"building":"house","lots":[34]}}	\N
9bd99e90eb47aff7	0	2	{"take":81}	\N
9bd99e90eb47aff7	1	2	{"build":{"building":"store","lots":[13,18]}}	\N
9bd99e90eb47aff7	2	3	{"take":15}	\N
9bd99e90eb47aff7	3	3	{"build":{"building":"house","lots":[15]}}	\N
9bd99e90eb47aff7	4	4	{"take":77}	\N
9bd99e90eb47aff7	5	4	{"build":{"building":"house","lots":[10]}}	\N
9bd99e90eb47aff7	6	0	{"take":23}	\N
9bd99e90eb47aff7	7	0	{"build":{"building":"store","lots":[22,23]}}	\N
9bd99e90eb47aff7	8	1	{"take":58}	\N
9bd99e90eb47aff7	9	1	{"build":{"building":"store","lots":[57,58]}}	\N
9bd99e90eb47aff7	10	2	{"take":32}	\N
9bd99e90eb47aff7	11	2	{"build":{"building":"house","lots":[11]}}	\N
9bd99e90eb47aff7	12	3	{"take":76}	\N
9bd99e90eb47aff7	13	3	{"build":{"building":"house","lots":[21]}}	\N
9bd99e90eb47aff7	14	4	{"take":88}	\N
9bd99e90eb47aff7	15	4	{"build":{"building":"house","lots":[54]}}	\N
9bd99e90eb47aff7	16	0	{"take":30}	\N
9bd99e90eb47aff7	17	0	"end"	\N
9bd99e90eb47aff7	18	1	{"take":79}	\N
9bd99e90eb47aff7	19	1	"end"	\N
9bd99e90eb47aff7	20	2	{"take":14}	\N
9bd99e90eb47aff7	21	2	"end"	\N
9bd99e90eb47aff7	22	3	{"take":61}	\N
9bd99e90eb47aff7	23	3	"end"	\N
9bd99e90eb47aff7	24	4	{"take":41}	\N
9bd99e90eb47aff7	25	4	"propose"	\N
9bd99e90eb47aff7	26	4	{"to":1}	\N
9bd99e90eb47aff7	27	4	{"consent":{"building":"school","lots":[41,42,43]}}	\N
9bd99e90eb47aff7	28	4	{"give_points":2}	\N
9bd99e90eb47aff7	29	4	"send"	\N
9bd99e90eb47aff7	30	1	"accept"	\N
9bd99e90eb47aff7	31	4	{"build":{"building":"school","lots":[41,42,43]}}	\N
9bd99e90eb47aff7	32	0	{"take":71}	\N
9bd99e90eb47aff7	33	0	"end"	\N
9bd99e90eb47aff7	34	1	{"take":35}	\N
9bd99e90eb47aff7	35	1	"end"	\N
9bd99e90eb47aff7	36	2	{"take":19}	\N
9bd99e90eb47aff7	37	2	"end"	\N
9bd99e90eb47aff7	38	3	{"take":47}	\N
9bd99e90eb47aff7	39	3	"end"	\N
9bd99e90eb47aff7	40	4	{"take":46}	\N
9bd99e90eb47aff7	41	4	"end"	\N
9bd99e90eb47aff7	42	0	{"take":24}	\N
9bd99e90eb47aff7	43	0	"end"	\N
9bd99e90eb47aff7	44	1	{"take":67}	\N
9bd99e90eb47aff7	45	1	"end"	\N
9bd99e90eb47aff7	46	2	{"take":80}	\N
9bd99e90eb47aff7	47	2	"propose"	\N
9bd99e90eb47aff7	48	2	{"to":0}	\N
9bd99e90eb47aff7	49	2	{"consent":{"building":"school","lots":[80,81,82]}}	\N
9bd99e90eb47aff7	50	2	{"give_points":2}	\N
9bd99e90eb47aff7	51	2	"send"	\N
9bd99e90eb47aff7	52	0	"accept"	\N
9bd99e90eb47aff7	53	2	{"build":{"building":"school","lots":[80,81,82]}}	\N
9bd99e90eb47aff7	54	3	{"take":20}	\N
9bd99e90eb47aff7	55	3	"end"	\N
9bd99e90eb47aff7	56	4	{"take":56}	\N
9bd99e90eb47aff7	57	4	"end"	\N
9bd99e90eb47aff7	58	0	{"take":70}	\N
a7c79e04da4ad138	5	4	{"build":{"building":"house","lots":[26]}}	\N
a7c79e04da4ad138	6	0	{"take":24}	\N
a7c79e04da4ad138	7	0	{"build":{"building":"house","lots":[24]}}	\N
a7c79e04da4ad138	8	1	{"take":50}	\N
a7c79e04da4ad138	9	1	{"build":{"building":"house","lots":[49]}}	\N
a7c79e04da4ad138	10	2	{"take":21}	\N
a7c79e04da4ad138	11	2	{"build":{"building":"house","lots":[25]}}	\N
a7c79e04da4ad138	12	3	{"take":10}	\N
a7c79e04da4ad138	13	3	{"build":{"building":"store","lots":[10,11]}}	\N
a7c79e04da4ad138	14	4	{"take":37}	\N
a7c79e04da4ad138	15	4	"propose"	\N
a7c79e04da4ad138	16	4	{"to":2}	\N
a7c79e04da4ad138	17	4	{"ask_points":10}	\N
a7c79e04da4ad138	18	4	{"give":41}	\N
a7c79e04da4ad138	19	4	{"ask":21}	\N
a7c79e04da4ad138	20	4	{"ask":43}	\N
a7c79e04da4ad138	21	4	"cancel"	\N
a7c79e04da4ad138	22	4	"propose"	\N
a7c79e04da4ad138	23	4	{"to":2}	\N
a7c79e04da4ad138	24	4	{"ask_points":15}	\N
a7c79e04da4ad138	25	4	{"give":83}	\N
a7c79e04da4ad138	26	4	{"give":35}	\N
a7c79e04da4ad138	27	4	{"give":76}	\N
a7c79e04da4ad138	28	4	"cancel"	\N
a7c79e04da4ad138	29	4	"end"	\N
a7c79e04da4ad138	30	0	{"take":79}	\N
a7c79e04da4ad138	31	0	"end"	\N
a7c79e04da4ad138	32	1	{"take":70}	\N
a7c79e04da4ad138	33	1	"end"	\N
a7c79e04da4ad138	34	2	{"take":52}	\N
a7c79e04da4ad138	35	2	"propose"	\N
a7c79e04da4ad138	36	2	{"to":1}	\N
a7c79e04da4ad138	37	2	{"give_points":15}	\N
a7c79e04da4ad138	38	2	{"give":12}	\N
a7c79e04da4ad138	39	2	{"give":21}	\N
a7c79e04da4ad138	40	2	{"ask":50}	\N
a7c79e04da4ad138	41	2	"cancel"	\N
a7c79e04da4ad138	42	2	"end"	\N
a7c79e04da4ad138	43	3	{"take":15}	\N
a7c79e04da4ad138	44	3	"propose"	\N
a7c79e04da4ad138	45	3	{"to":4}	\N
a7c79e04da4ad138	46	3	{"consent":{"building":"store","lots":[71,76]}}	\N
a7c79e04da4ad138	47	3	{"ask":83}	\N
a7c79e04da4ad138	48	3	{"ask":76}	\N
a7c79e04da4ad138	49	3	{"ask_points":3}	\N
a7c79e04da4ad138	50	3	"cancel"	\N
a7c79e04da4ad138	51	3	"end"	\N
a7c79e04da4ad138	52	4	{"take":29}	\N
a7c79e04da4ad138	53	4	"propose"	\N
a7c79e04da4ad138	54	4	{"to":2}	\N
a7c79e04da4ad138	55	4	{"give_points":4}	\N
a7c79e04da4ad138	56	4	{"give":29}	\N
a7c79e04da4ad138	57	4	{"ask":43}	\N
a7c79e04da4ad138	58	4	{"give":41}	\N
a7c79e04da4ad138	59	4	"send"	\N
a7c79e04da4ad138	60	2	"accept"	\N
a7c79e04da4ad138	61	4	"end"	\N
a7c79e04da4ad138	62	0	{"take":47}	\N
a7c79e04da4ad138	63	0	{"build":{"building":"store","lots":[42,47]}}	\N
a7c79e04da4ad138	64	1	{"take":56}	\N
a7c79e04da4ad138	65	1	"end"	\N
a7c79e04da4ad138	66	2	{"take":89}	\N
a7c79e04da4ad138	67	2	"propose"	\N
a7c79e04da4ad138	68	2	"cancel"	\N
a7c79e04da4ad138	69	2	"end"	\N
a7c79e04da4ad138	70	3	{"gift":{"lot":51,"to":2}}	\N
a7c79e04da4ad138	71	3	"end"	\N
a7c79e04da4ad138	72	4	{"take":33}	\N
a7c79e04da4ad138	73	4	"end"	\N
a7c79e04da4ad138	74	0	{"take":23}	\N
a7c79e04da4ad138	75	0	"propose"	\N
a7c79e04da4ad138	76	0	"cancel"	\N
a7c79e04da4ad138	77	0	"propose"	\N
a7c79e04da4ad138	78	0	"cancel"	\N
a7c79e04da4ad138	79	0	"end"	\N
a7c79e04da4ad138	80	1	{"take":16}	\N
a7c79e04da4ad138	81	1	"end"	\N
a7c79e04da4ad138	82	2	{"take":80}	\N
a7c79e04da4ad138	83	2	{"build":{"building":"store","lots":[51,52]}}	\N
a7c79e04da4ad138	84	3	{"take":30}	\N
a7c79e04da4ad138	85	3	"propose"	\N
a7c79e04da4ad138	86	3	{"to":2}	\N
a7c79e04da4ad138	87	3	{"give":34}	\N
a7c79e04da4ad138	88	3	{"give_points":4}	\N
a7c79e04da4ad138	89	3	"send"	\N
a7c79e04da4ad138	90	2	"accept"	\N
a7c79e04da4ad138	91	3	"end"	\N
a7c79e04da4ad138	92	4	{"take":27}	\N
a7c79e04da4ad138	93	4	"propose"	\N
a7c79e04da4ad138	94	4	{"to":1}	\N
a7c79e04da4ad138	95	4	{"give_points":3}	\N
a7c79e04da4ad138	96	4	"cancel"	\N
a7c79e04da4ad138	97	4	"end"	\N
a7c79e04da4ad138	98	0	{"take":73}	\N
a7c79e04da4ad138	99	0	"end"	\N
a7c79e04da4ad138	100	1	{"take":55}	\N
a7c79e04da4ad138	101	1	"end"	\N
a7c79e04da4ad138	102	2	{"take":82}	\N
a7c79e04da4ad138	103	2	"propose"	\N
a7c79e04da4ad138	104	2	{"to":0}	\N
a7c79e04da4ad138	105	2	{"ask":23}	\N
a7c79e04da4ad138	106	2	{"ask":66}	\N
a7c79e04da4ad138	107	2	{"give":29}	\N
a7c79e04da4ad138	108	2	{"give_points":2}	\N
a7c79e04da4ad138	109	2	"send"	\N
a7c79e04da4ad138	110	0	"counter"	\N
a7c79e04da4ad138	111	0	{"give_points":10}	\N
a7c79e04da4ad138	112	0	{"ask":34}	\N
a7c79e04da4ad138	113	0	{"give":23}	\N
a7c79e04da4ad138	114	0	{"ask":82}	\N
a7c79e04da4ad138	115	0	"cancel"	\N
a7c79e04da4ad138	116	2	"end"	\N
a7c79e04da4ad138	117	3	{"take":85}	\N
a7c79e04da4ad138	118	3	"propose"	\N
a7c79e04da4ad138	119	3	{"to":0}	\N
a7c79e04da4ad138	120	3	{"ask_points":1}	\N
a7c79e04da4ad138	121	3	{"give":30}	\N
a7c79e04da4ad138	122	3	{"ask":58}	\N
a7c79e04da4ad138	123	3	{"give":85}	\N
a7c79e04da4ad138	124	3	"cancel"	\N
a7c79e04da4ad138	125	3	"end"	\N
a7c79e04da4ad138	126	4	{"take":88}	\N
a7c79e04da4ad138	127	4	"end"	\N
a7c79e04da4ad138	128	0	{"take":74}	\N
a7c79e04da4ad138	129	0	"end"	\N
a7c79e04da4ad138	130	1	{"take":14}	\N
a7c79e04da4ad138	131	1	"propose"	\N
a7c79e04da4ad138	132	1	{"to":4}	\N
a7c79e04da4ad138	133	1	{"give":69}	\N
a7c79e04da4ad138	134	1	{"ask":27}	\N
a7c79e04da4ad138	135	1	{"give_points":3}	\N
a7c79e04da4ad138	136	1	{"ask":88}	\N
a7c79e04da4ad138	137	1	"send"	\N
a7c79e04da4ad138	138	4	"counter"	\N
a7c79e04da4ad138	139	4	{"give_points":20}	\N
a7c79e04da4ad138	140	4	{"ask":69}	\N
a7c79e04da4ad138	141	4	{"ask":67}	\N
a7c79e04da4ad138	142	4	{"ask":14}	\N
a7c79e04da4ad138	143	4	"send"	\N
a7c79e04da4ad138	144	1	"decline"	\N
a7c79e04da4ad138	145	1	"end"	\N
a7c79e04da4ad138	146	2	{"take":84}	\N
a7c79e04da4ad138	147	2	"propose"	\N
a7c79e04da4ad138	148	2	{"to":4}	\N
a7c79e04da4ad138	149	2	{"consent":{"building":"factory","lots":[83,84,88,89]}}	\N
a7c79e04da4ad138	150	2	{"ask_points":5}	\N
a7c79e04da4ad138	151	2	{"share":60}	\N
a7c79e04da4ad138	152	2	{"give":84}	\N
a7c79e04da4ad138	153	2	{"ask":88}	\N
a7c79e04da4ad138	154	2	{"ask":83}	\N
a7c79e04da4ad138	155	2	"cancel"	\N
a7c79e04da4ad138	156	2	"propose"	\N
a7c79e04da4ad138	157	2	{"to":0}	\N
a7c79e04da4ad138	158	2	{"ask":66}	\N
a7c79e04da4ad138	159	2	{"give":65}	\N
a7c79e04da4ad138	160	2	{"give_points":2}	\N
a7c79e04da4ad138	161	2	{"give":89}	\N
a7c79e04da4ad138	162	2	"cancel"	\N
a7c79e04da4ad138	163	2	"propose"	\N
a7c79e04da4ad138	164	2	{"to":0}	\N
a7c79e04da4ad138	165	2	{"ask":66}	\N
a7c79e04da4ad138	166	2	{"give":34}	\N
a7c79e04da4ad138	167	2	{"give_points":3}	\N
a7c79e04da4ad138	168	2	{"give":21}	\N
a7c79e04da4ad138	169	2	"send"	\N
a7c79e04da4ad138	170	0	"decline"	\N
a7c79e04da4ad138	171	2	"end"	\N
a7c79e04da4ad138	172	3	{"gift":{"lot":40,"to":2}}	\N
a7c79e04da4ad138	173	3	"propose"	\N
a7c79e04da4ad138	174	3	{"to":4}	\N
a7c79e04da4ad138	175	3	{"consent":{"building":"hospital","lots":[82,83,84,89]}}	\N
a7c79e04da4ad138	176	3	{"ask_points":5}	\N
a7c79e04da4ad138	177	3	{"share":100}	\N
a7c79e04da4ad138	178	3	{"ask":43}	\N
a7c79e04da4ad138	179	3	{"ask":33}	\N
a7c79e04da4ad138	180	3	{"ask":83}	\N
a7c79e04da4ad138	181	3	"cancel"	\N
a7c79e04da4ad138	182	3	"end"	\N
a7c79e04da4ad138	183	4	{"take":36}	\N
a7c79e04da4ad138	184	4	"end"	\N
a7c79e04da4ad138	185	0	{"take":63}	\N
a7c79e04da4ad138	186	0	"end"	\N
a7c79e04da4ad138	187	1	{"take":19}	\N
a7c79e04da4ad138	188	1	{"build":{"building":"apartments","lots":[50,55,56]}}	\N
a7c79e04da4ad138	189	2	{"take":22}	\N
a7c79e04da4ad138	190	2	"propose"	\N
a7c79e04da4ad138	191	2	{"to":1}	\N
a7c79e04da4ad138	192	2	{"give_points":1}	\N
a7c79e04da4ad138	193	2	{"give":22}	\N
a7c79e04da4ad138	194	2	{"give":41}	\N
a7c79e04da4ad138	195	2	{"give":12}	\N
a7c79e04da4ad138	196	2	"send"	\N
a7c79e04da4ad138	197	1	"decline"	\N
a7c79e04da4ad138	198	2	"propose"	\N
a7c79e04da4ad138	199	2	"cancel"	\N
a7c79e04da4ad138	200	2	"propose"	\N
a7c79e04da4ad138	201	2	{"to":1}	\N
a7c79e04da4ad138	202	2	{"give":29}	\N
a7c79e04da4ad138	203	2	{"ask_points":2}	\N
a7c79e04da4ad138	204	2	{"give":82}	\N
a7c79e04da4ad138	205	2	{"give":89}	\N
a7c79e04da4ad138	206	2	"send"	\N
a7c79e04da4ad138	207	1	"accept"	\N
a7c79e04da4ad138	208	2	"end"	\N
a7c79e04da4ad138	209	3	{"gift":{"lot":68,"to":0}}	\N
a7c79e04da4ad138	210	3	"propose"	\N
a7c79e04da4ad138	211	3	{"to":4}	\N
a7c79e04da4ad138	212	3	{"ask":43}	\N
a7c79e04da4ad138	213	3	{"give_points":4}	\N
a7c79e04da4ad138	214	3	{"give":15}	\N
a7c79e04da4ad138	215	3	{"ask":37}	\N
a7c79e04da4ad138	216	3	"cancel"	\N
a7c79e04da4ad138	217	3	"end"	\N
a7c79e04da4ad138	218	4	{"take":44}	\N
a7c79e04da4ad138	219	4	"propose"	\N
a7c79e04da4ad138	220	4	{"to":3}	\N
a7c79e04da4ad138	221	4	{"consent":{"building":"apartments","lots":[40,41,46]}}	\N
a7c79e04da4ad138	222	4	{"ask_points":4}	\N
a7c79e04da4ad138	223	4	{"ask":46}	\N
a7c79e04da4ad138	224	4	{"ask":48}	\N
a7c79e04da4ad138	225	4	{"give":35}	\N
a7c79e04da4ad138	226	4	"send"	\N
a7c79e04da4ad138	227	3	"counter"	\N
a7c79e04da4ad138	228	3	{"give_points":20}	\N
a7c79e04da4ad138	229	3	{"ask":83}	\N
a7c79e04da4ad138	230	3	{"ask":36}	\N
a7c79e04da4ad138	231	3	{"ask":37}	\N
a7c79e04da4ad138	232	3	"send"	\N
a7c79e04da4ad138	233	4	"decline"	\N
a7c79e04da4ad138	234	4	"end"	\N
a7c79e04da4ad138	235	0	{"take":78}	\N
a7c79e04da4ad138	236	0	{"build":{"building":"apartments","lots":[73,74,78]}}	\N
a7c79e04da4ad138	237	1	{"take":62}	\N
a7c79e04da4ad138	238	1	"end"	\N
a7c79e04da4ad138	239	2	{"take":81}	\N
a7c79e04da4ad138	240	2	"end"	\N
a7c79e04da4ad138	241	3	{"gift":{"lot":28,"to":0}}	\N
a7c79e04da4ad138	242	3	"end"	\N
a7c79e04da4ad138	243	4	{"take":31}	\N
a7c79e04da4ad138	244	4	{"build":{"building":"apartments","lots":[31,36,37]}}	\N
a7c79e04da4ad138	245	0	{"take":59}	\N
a7c79e04da4ad138	246	0	"propose"	\N
a7c79e04da4ad138	247	0	"cancel"	\N
a7c79e04da4ad138	248	0	"propose"	\N
a7c79e04da4ad138	249	0	{"to":2}	\N
a7c79e04da4ad138	250	0	{"consent":{"building":"hospital","lots":[81,82,83,88]}}	\N
a7c79e04da4ad138	251	0	{"ask_points":3}	\N
a7c79e04da4ad138	252	0	{"ask":80}	\N
a7c79e04da4ad138	253	0	{"share":10}	\N
a7c79e04da4ad138	254	0	{"ask":65}	\N
a7c79e04da4ad138	255	0	{"give":79}	\N
a7c79e04da4ad138	256	0	"send"	\N
a7c79e04da4ad138	257	2	"decline"	\N
a7c79e04da4ad138	258	0	"end"	\N
a7c79e04da4ad138	259	1	{"take":87}	\N
a7c79e04da4ad138	260	1	"end"	\N
a7c79e04da4ad138	261	2	{"take":17}	\N
a7c79e04da4ad138	262	2	"end"	\N
a7c79e04da4ad138	263	3	{"take":45}	\N
a7c79e04da4ad138	264	3	"end"	\N
a7c79e04da4ad138	265	4	{"take":38}	\N
a7c79e04da4ad138	266	4	"propose"	\N
a7c79e04da4ad138	267	4	"cancel"	\N
a7c79e04da4ad138	268	4	"propose"	\N
a7c79e04da4ad138	269	4	{"to":2}	\N
a7c79e04da4ad138	270	4	{"consent":{"building":"school","lots":[82,83,84]}}	\N
a7c79e04da4ad138	271	4	{"give_points":10}	\N
a7c79e04da4ad138	272	4	{"give":44}	\N
a7c79e04da4ad138	273	4	{"ask":84}	\N
a7c79e04da4ad138	274	4	"cancel"	\N
a7c79e04da4ad138	275	4	"end"	\N
a7c79e04da4ad138	276	0	{"take":77}	\N
a7c79e04da4ad138	277	0	"propose"	\N
a7c79e04da4ad138	278	0	{"to":4}	\N
a7c79e04da4ad138	279	0	{"ask":88}	\N
a7c79e04da4ad138	280	0	"cancel"	\N
a7c79e04da4ad138	281	0	"end"	\N
a7c79e04da4ad138	282	1	{"take":18}	\N
a7c79e04da4ad138	283	1	{"build":{"building":"apartments","lots":[14,18,19]}}	\N
a7c79e04da4ad138	284	2	{"take":13}	\N
a7c79e04da4ad138	285	2	"propose"	\N
a7c79e04da4ad138	286	2	{"to":4}	\N
a7c79e04da4ad138	287	2	{"consent":{"building":"school","lots":[27,28,29]}}	\N
a7c79e04da4ad138	288	2	"send"	\N
a7c79e04da4ad138	289	4	"counter"	\N
a7c79e04da4ad138	290	4	{"give":33}	\N
a7c79e04da4ad138	291	4	{"ask_points":20}	\N
a7c79e04da4ad138	292	4	{"ask":17}	\N
a7c79e04da4ad138	293	4	{"ask":65}	\N
a7c79e04da4ad138	294	4	"send"	\N
a7c79e04da4ad138	295	2	"decline"	\N
a7c79e04da4ad138	296	2	"end"	\N
a7c79e04da4ad138	297	3	{"gift":{"lot":32,"to":4}}	\N
a7c79e04da4ad138	298	3	"propose"	\N
a7c79e04da4ad138	299	3	{"to":2}	\N
a7c79e04da4ad138	300	3	{"ask_points":2}	\N
a7c79e04da4ad138	301	3	{"ask":84}	\N
a7c79e04da4ad138	302	3	{"ask":13}	\N
a7c79e04da4ad138	303	3	{"ask":21}	\N
a7c79e04da4ad138	304	3	"send"	\N
a7c79e04da4ad138	305	2	"counter"	\N
a7c79e04da4ad138	306	2	{"consent":{"building":"admin","lots":[80,81,82,83]}}	\N
a7c79e04da4ad138	307	2	{"give":81}	\N
a7c79e04da4ad138	308	2	{"give_points":10}	\N
a7c79e04da4ad138	309	2	{"give":84}	\N
a7c79e04da4ad138	310	2	{"share":90}	\N
a7c79e04da4ad138	311	2	{"ask":30}	\N
a7c79e04da4ad138	312	2	"send"	\N
a7c79e04da4ad138	313	3	"accept"	\N
a7c79e04da4ad138	314	3	"end"	\N
a7c79e04da4ad138	315	4	{"take":39}	\N
a7c79e04da4ad138	316	4	"end"	\N
a7c79e04da4ad138	317	0	{"take":57}	\N
a7c79e04da4ad138	318	0	"end"	\N
a7c79e04da4ad138	319	1	{"take":61}	\N
a7c79e04da4ad138	320	1	"propose"	\N
a7c79e04da4ad138	321	1	"cancel"	\N
a7c79e04da4ad138	322	1	"propose"	\N
a7c79e04da4ad138	323	1	"cancel"	\N
a7c79e04da4ad138	324	1	"propose"	\N
a7c79e04da4ad138	325	1	{"to":2}	\N
a7c79e04da4ad138	326	1	{"give_points":15}	\N
a7c79e04da4ad138	327	1	"send"	\N
a7c79e04da4ad138	328	2	"accept"	\N
a7c79e04da4ad138	329	1	"end"	\N
a7c79e04da4ad138	330	2	{"take":20}	\N
a7c79e04da4ad138	331	2	{"build":{"building":"school","lots":[20,21,22]}}	\N
a7c79e04da4ad138	332	3	{"take":86}	\N
a7c79e04da4ad138	333	3	"end"	\N
a7c79e04da4ad138	334	4	{"gift":{"lot":54,"to":1}}	\N
a7c79e04da4ad138	335	4	"end"	\N
a7c79e04da4ad138	336	0	{"take":72}	\N
a7c79e04da4ad138	337	0	{"build":{"building":"school","lots":[57,58,59]}}	\N
a7c79e04da4ad138	338	1	{"take":64}	\N
a7c79e04da4ad138	339	1	"end"	\N
a7c79e04da4ad138	340	2	"propose"	\N
a7c79e04da4ad138	341	2	{"to":4}	\N
a7c79e04da4ad138	342	2	{"ask":39}	\N
a7c79e04da4ad138	343	2	{"give_points":1}	\N
a7c79e04da4ad138	344	2	{"give":40}	\N
a7c79e04da4ad138	345	2	{"ask":27}	\N
a7c79e04da4ad138	346	2	"send"	\N
a7c79e04da4ad138	347	4	"counter"	\N
a7c79e04da4ad138	348	4	"cancel"	\N
a7c79e04da4ad138	349	2	"propose"	\N
a7c79e04da4ad138	350	2	{"to":3}	\N
a7c79e04da4ad138	351	2	{"ask_points":5}	\N
a7c79e04da4ad138	352	2	{"give":12}	\N
a7c79e04da4ad138	353	2	{"ask":84}	\N
a7c79e04da4ad138	354	2	{"ask":15}	\N
a7c79e04da4ad138	355	2	"send"	\N
a7c79e04da4ad138	356	3	"counter"	\N
a7c79e04da4ad138	357	3	{"consent":{"building":"admin","lots":[86,87,88,89]}}	\N
a7c79e04da4ad138	358	3	{"give":85}	\N
a7c79e04da4ad138	359	3	{"give_points":2}	\N
a7c79e04da4ad138	360	3	{"share":50}	\N
a7c79e04da4ad138	361	3	{"give":45}	\N
a7c79e04da4ad138	362	3	{"ask":40}	\N
a7c79e04da4ad138	363	3	"send"	\N
a7c79e04da4ad138	364	2	"decline"	\N
a7c79e04da4ad138	365	2	"propose"	\N
a7c79e04da4ad138	366	2	{"to":0}	\N
a7c79e04da4ad138	367	2	{"ask_points":1}	\N
a7c79e04da4ad138	368	2	{"ask":28}	\N
a7c79e04da4ad138	369	2	{"ask":68}	\N
a7c79e04da4ad138	370	2	"send"	\N
a7c79e04da4ad138	371	0	"decline"	\N
a7c79e04da4ad138	372	2	"end"	\N
0bef83c181bc8ea0	0	0	{"take":73}	\N
0bef83c181bc8ea0	1	0	"end"	\N
0bef83c181bc8ea0	2	1	{"take":81}	\N
0bef83c181bc8ea0	3	1	{"build":{"building":"house","lots":[30]}}	\N
0bef83c181bc8ea0	4	2	{"take":23}	\N
0bef83c181bc8ea0	5	2	{"build":{"building":"house","lots":[23]}}	\N
0bef83c181bc8ea0	6	3	{"take":62}	\N
0bef83c181bc8ea0	7	3	"end"	\N
0bef83c181bc8ea0	8	4	{"take":84}	\N
0bef83c181bc8ea0	9	4	{"build":{"building":"house","lots":[84]}}	\N
9bd99e90eb47aff7	59	0	"propose"	\N
9bd99e90eb47aff7	60	0	{"to":3}	\N
9bd99e90eb47aff7	61	0	{"consent":{"building":"apartments","lots":[70,71,76]}}	\N
9bd99e90eb47aff7	62	0	{"give_points":2}	\N
9bd99e90eb47aff7	63	0	"send"	\N
9bd99e90eb47aff7	64	3	"accept"	\N
9bd99e90eb47aff7	65	0	{"build":{"building":"apartments","lots":[70,71,76]}}	\N
9bd99e90eb47aff7	66	1	{"take":85}	\N
9bd99e90eb47aff7	67	1	"end"	\N
9bd99e90eb47aff7	68	2	{"take":37}	\N
9bd99e90eb47aff7	69	2	"propose"	\N
9bd99e90eb47aff7	70	2	{"to":4}	\N
9bd99e90eb47aff7	71	2	{"consent":{"building":"apartments","lots":[32,36,37]}}	\N
9bd99e90eb47aff7	72	2	{"give_points":2}	\N
9bd99e90eb47aff7	73	2	"send"	\N
9bd99e90eb47aff7	74	4	"accept"	\N
9bd99e90eb47aff7	75	2	{"build":{"building":"apartments","lots":[32,36,37]}}	\N
9bd99e90eb47aff7	76	3	{"take":26}	\N
9bd99e90eb47aff7	77	3	"end"	\N
9bd99e90eb47aff7	78	4	{"take":55}	\N
9bd99e90eb47aff7	79	4	"end"	\N
9bd99e90eb47aff7	80	0	{"take":29}	\N
9bd99e90eb47aff7	81	0	"end"	\N
9bd99e90eb47aff7	82	1	{"take":78}	\N
9bd99e90eb47aff7	83	1	"propose"	\N
9bd99e90eb47aff7	84	1	{"to":4}	\N
9bd99e90eb47aff7	85	1	{"consent":{"building":"school","lots":[77,78,79]}}	\N
9bd99e90eb47aff7	86	1	{"give_points":2}	\N
9bd99e90eb47aff7	87	1	"send"	\N
9bd99e90eb47aff7	88	4	"accept"	\N
9bd99e90eb47aff7	89	1	{"build":{"building":"school","lots":[77,78,79]}}	\N
9bd99e90eb47aff7	90	2	{"take":38}	\N
9bd99e90eb47aff7	91	2	"end"	\N
9bd99e90eb47aff7	92	3	{"take":25}	\N
9bd99e90eb47aff7	93	3	"propose"	\N
9bd99e90eb47aff7	94	3	{"to":1}	\N
9bd99e90eb47aff7	95	3	{"consent":{"building":"hospital","lots":[20,25,26,27]}}	\N
9bd99e90eb47aff7	96	3	{"share":20}	\N
9bd99e90eb47aff7	97	3	"send"	\N
9bd99e90eb47aff7	98	1	"accept"	\N
9bd99e90eb47aff7	99	3	{"build":{"building":"hospital","lots":[20,25,26,27]}}	\N
9bd99e90eb47aff7	100	4	{"take":69}	\N
9bd99e90eb47aff7	101	4	"end"	\N
9bd99e90eb47aff7	102	0	{"take":31}	\N
9bd99e90eb47aff7	103	0	"propose"	\N
9bd99e90eb47aff7	104	0	{"to":1}	\N
9bd99e90eb47aff7	105	0	{"consent":{"building":"apartments","lots":[30,31,35]}}	\N
9bd99e90eb47aff7	106	0	{"give_points":2}	\N
9bd99e90eb47aff7	107	0	"send"	\N
9bd99e90eb47aff7	108	1	"accept"	\N
9bd99e90eb47aff7	109	0	{"build":{"building":"apartments","lots":[30,31,35]}}	\N
9bd99e90eb47aff7	110	1	{"take":53}	\N
9bd99e90eb47aff7	111	1	{"build":{"building":"house","lots":[53]}}	\N
9bd99e90eb47aff7	112	2	{"take":39}	\N
9bd99e90eb47aff7	113	2	"end"	\N
9bd99e90eb47aff7	114	3	{"take":66}	\N
9bd99e90eb47aff7	115	3	"propose"	\N
9bd99e90eb47aff7	116	3	{"to":1}	\N
9bd99e90eb47aff7	117	3	{"consent":{"building":"apartments","lots":[61,66,67]}}	\N
9bd99e90eb47aff7	118	3	{"give_points":2}	\N
9bd99e90eb47aff7	119	3	"send"	\N
9bd99e90eb47aff7	120	1	"accept"	\N
9bd99e90eb47aff7	121	3	{"build":{"building":"apartments","lots":[61,66,67]}}	\N
9bd99e90eb47aff7	122	4	{"take":87}	\N
9bd99e90eb47aff7	123	4	"propose"	\N
9bd99e90eb47aff7	124	4	{"to":1}	\N
9bd99e90eb47aff7	125	4	{"consent":{"building":"admin","lots":[85,86,87,88]}}	\N
9bd99e90eb47aff7	126	4	{"share":50}	\N
9bd99e90eb47aff7	127	4	{"ask_points":4}	\N
9bd99e90eb47aff7	128	4	"send"	\N
9bd99e90eb47aff7	129	1	"accept"	\N
9bd99e90eb47aff7	130	4	{"build":{"building":"admin","lots":[85,86,87,88]}}	\N
9bd99e90eb47aff7	131	0	{"take":44}	\N
9bd99e90eb47aff7	132	0	"propose"	\N
9bd99e90eb47aff7	133	0	{"to":3}	\N
9bd99e90eb47aff7	134	0	{"consent":{"building":"hospital","lots":[44,47,48,49]}}	\N
9bd99e90eb47aff7	135	0	{"share":50}	\N
9bd99e90eb47aff7	136	0	{"ask_points":7}	\N
9bd99e90eb47aff7	137	0	"send"	\N
9bd99e90eb47aff7	138	3	"accept"	\N
9bd99e90eb47aff7	139	0	{"build":{"building":"hospital","lots":[44,47,48,49]}}	\N
6dd35a6830209a0c	0	0	{"discard":"Parking Lot"}	\N
6dd35a6830209a0c	1	0	{"discard":"Diner"}	\N
6dd35a6830209a0c	2	1	{"discard":"Parking Lot"}	\N
6dd35a6830209a0c	3	1	{"discard":"Factory"}	\N
6dd35a6830209a0c	4	0	{"build":"Bridge"}	\N
6dd35a6830209a0c	5	0	{"pay":"Multiplex"}	\N
6dd35a6830209a0c	6	0	{"pay":"Shopping Center"}	\N
0bef83c181bc8ea0	10	0	{"take":14}	\N
0bef83c181bc8ea0	11	0	"propose"	\N
0bef83c181bc8ea0	12	0	"cancel"	\N
0bef83c181bc8ea0	13	0	{"build":{"building":"house","lots":[32]}}	\N
0bef83c181bc8ea0	14	1	{"take":54}	\N
0bef83c181bc8ea0	15	1	{"build":{"building":"house","lots":[54]}}	\N
0bef83c181bc8ea0	16	2	{"take":86}	\N
0bef83c181bc8ea0	17	2	{"build":{"building":"house","lots":[43]}}	\N
0bef83c181bc8ea0	18	3	{"take":50}	\N
0bef83c181bc8ea0	19	3	"propose"	\N
0bef83c181bc8ea0	20	3	{"to":4}	\N
0bef83c181bc8ea0	21	3	{"consent":{"building":"school","lots":[12,13,14]}}	\N
0bef83c181bc8ea0	22	3	{"give_points":3}	\N
0bef83c181bc8ea0	23	3	{"ask":13}	\N
0bef83c181bc8ea0	24	3	{"give":31}	\N
0bef83c181bc8ea0	25	3	{"give":50}	\N
0bef83c181bc8ea0	26	3	"send"	\N
0bef83c181bc8ea0	27	4	"decline"	\N
0bef83c181bc8ea0	28	3	"end"	\N
0bef83c181bc8ea0	29	4	{"take":15}	\N
0bef83c181bc8ea0	30	4	"propose"	\N
0bef83c181bc8ea0	31	4	{"to":0}	\N
0bef83c181bc8ea0	32	4	{"give_points":2}	\N
0bef83c181bc8ea0	33	4	{"ask":28}	\N
0bef83c181bc8ea0	34	4	{"give":87}	\N
0bef83c181bc8ea0	35	4	{"ask":89}	\N
0bef83c181bc8ea0	36	4	"send"	\N
0bef83c181bc8ea0	37	0	"decline"	\N
0bef83c181bc8ea0	38	4	"propose"	\N
0bef83c181bc8ea0	39	4	{"to":0}	\N
0bef83c181bc8ea0	40	4	{"ask_points":2}	\N
0bef83c181bc8ea0	41	4	{"ask":18}	\N
0bef83c181bc8ea0	42	4	{"ask":14}	\N
0bef83c181bc8ea0	43	4	"send"	\N
0bef83c181bc8ea0	44	0	"accept"	\N
0bef83c181bc8ea0	45	4	"end"	\N
0bef83c181bc8ea0	46	0	{"take":68}	\N
0bef83c181bc8ea0	47	0	"propose"	\N
0bef83c181bc8ea0	48	0	{"to":4}	\N
0bef83c181bc8ea0	49	0	{"give_points":20}	\N
0bef83c181bc8ea0	50	0	{"ask":87}	\N
0bef83c181bc8ea0	51	0	{"give":68}	\N
0bef83c181bc8ea0	52	0	{"ask":13}	\N
0bef83c181bc8ea0	53	0	"send"	\N
0bef83c181bc8ea0	54	4	"accept"	\N
0bef83c181bc8ea0	55	0	"end"	\N
0bef83c181bc8ea0	56	1	{"take":22}	\N
0bef83c181bc8ea0	57	1	"end"	\N
0bef83c181bc8ea0	58	2	{"take":38}	\N
0bef83c181bc8ea0	59	2	"end"	\N
0bef83c181bc8ea0	60	3	{"take":52}	\N
0bef83c181bc8ea0	61	3	"end"	\N
0bef83c181bc8ea0	62	4	{"take":20}	\N
0bef83c181bc8ea0	63	4	{"build":{"building":"store","lots":[20,21]}}	\N
0bef83c181bc8ea0	64	0	{"take":55}	\N
0bef83c181bc8ea0	65	0	"end"	\N
0bef83c181bc8ea0	66	1	{"take":35}	\N
0bef83c181bc8ea0	67	1	"propose"	\N
0bef83c181bc8ea0	68	1	{"to":2}	\N
0bef83c181bc8ea0	69	1	{"consent":{"building":"store","lots":[73,78]}}	\N
0bef83c181bc8ea0	70	1	{"ask":12}	\N
0bef83c181bc8ea0	71	1	{"ask_points":3}	\N
0bef83c181bc8ea0	72	1	{"give":29}	\N
0bef83c181bc8ea0	73	1	{"give":57}	\N
0bef83c181bc8ea0	74	1	"send"	\N
0bef83c181bc8ea0	75	2	"decline"	\N
0bef83c181bc8ea0	76	1	"propose"	\N
0bef83c181bc8ea0	77	1	{"to":3}	\N
0bef83c181bc8ea0	78	1	{"ask":52}	\N
0bef83c181bc8ea0	79	1	{"ask_points":5}	\N
0bef83c181bc8ea0	80	1	{"ask":67}	\N
0bef83c181bc8ea0	81	1	{"give":81}	\N
0bef83c181bc8ea0	82	1	"send"	\N
0bef83c181bc8ea0	83	3	"counter"	\N
0bef83c181bc8ea0	84	3	{"consent":{"building":"store","lots":[71,72]}}	\N
0bef83c181bc8ea0	85	3	{"ask":35}	\N
0bef83c181bc8ea0	86	3	{"ask":37}	\N
0bef83c181bc8ea0	87	3	"cancel"	\N
0bef83c181bc8ea0	88	1	"end"	\N
0bef83c181bc8ea0	89	2	{"take":64}	\N
0bef83c181bc8ea0	90	2	{"build":{"building":"store","lots":[77,78]}}	\N
0bef83c181bc8ea0	91	3	{"take":40}	\N
0bef83c181bc8ea0	92	3	{"build":{"building":"store","lots":[62,67]}}	\N
0bef83c181bc8ea0	93	4	{"take":44}	\N
0bef83c181bc8ea0	94	4	"propose"	\N
0bef83c181bc8ea0	95	4	{"to":1}	\N
0bef83c181bc8ea0	96	4	{"give_points":7}	\N
0bef83c181bc8ea0	97	4	{"ask":22}	\N
0bef83c181bc8ea0	98	4	{"give":14}	\N
0bef83c181bc8ea0	99	4	{"ask":29}	\N
0bef83c181bc8ea0	100	4	"cancel"	\N
0bef83c181bc8ea0	101	4	"end"	\N
0bef83c181bc8ea0	102	0	{"take":56}	\N
0bef83c181bc8ea0	103	0	"end"	\N
0bef83c181bc8ea0	104	1	{"take":34}	\N
0bef83c181bc8ea0	105	1	"propose"	\N
0bef83c181bc8ea0	106	1	"cancel"	\N
0bef83c181bc8ea0	107	1	"propose"	\N
0bef83c181bc8ea0	108	1	{"to":0}	\N
0bef83c181bc8ea0	109	1	{"ask_points":4}	\N
0bef83c181bc8ea0	110	1	{"ask":89}	\N
0bef83c181bc8ea0	111	1	{"ask":73}	\N
0bef83c181bc8ea0	112	1	{"ask":13}	\N
0bef83c181bc8ea0	113	1	"send"	\N
0bef83c181bc8ea0	114	0	"decline"	\N
0bef83c181bc8ea0	115	1	"propose"	\N
0bef83c181bc8ea0	116	1	{"to":0}	\N
0bef83c181bc8ea0	117	1	{"give_points":15}	\N
0bef83c181bc8ea0	118	1	{"ask":89}	\N
0bef83c181bc8ea0	119	1	{"give":29}	\N
0bef83c181bc8ea0	120	1	{"give":35}	\N
0bef83c181bc8ea0	121	1	"cancel"	\N
0bef83c181bc8ea0	122	1	"end"	\N
0bef83c181bc8ea0	123	2	{"take":33}	\N
0bef83c181bc8ea0	124	2	"propose"	\N
0bef83c181bc8ea0	125	2	"cancel"	\N
0bef83c181bc8ea0	126	2	"end"	\N
0bef83c181bc8ea0	127	3	{"take":70}	\N
0bef83c181bc8ea0	128	3	{"build":{"building":"school","lots":[70,71,72]}}	\N
0bef83c181bc8ea0	129	4	{"take":17}	\N
0bef83c181bc8ea0	130	4	"propose"	\N
0bef83c181bc8ea0	131	4	{"to":0}	\N
0bef83c181bc8ea0	132	4	{"consent":{"building":"apartments","lots":[12,13,18]}}	\N
0bef83c181bc8ea0	133	4	{"give_points":5}	\N
0bef83c181bc8ea0	134	4	{"give":15}	\N
0bef83c181bc8ea0	135	4	{"give":17}	\N
0bef83c181bc8ea0	136	4	{"ask":56}	\N
0bef83c181bc8ea0	137	4	"cancel"	\N
0bef83c181bc8ea0	138	4	"propose"	\N
0bef83c181bc8ea0	139	4	{"to":1}	\N
0bef83c181bc8ea0	140	4	{"give_points":3}	\N
0bef83c181bc8ea0	141	4	{"give":15}	\N
0bef83c181bc8ea0	142	4	"cancel"	\N
0bef83c181bc8ea0	143	4	"end"	\N
0bef83c181bc8ea0	144	0	{"take":51}	\N
0bef83c181bc8ea0	145	0	"end"	\N
0bef83c181bc8ea0	146	1	{"take":24}	\N
0bef83c181bc8ea0	147	1	"end"	\N
0bef83c181bc8ea0	148	2	{"take":42}	\N
0bef83c181bc8ea0	149	2	"propose"	\N
0bef83c181bc8ea0	150	2	{"to":0}	\N
0bef83c181bc8ea0	151	2	{"consent":{"building":"apartments","lots":[50,51,55]}}	\N
0bef83c181bc8ea0	152	2	{"give_points":15}	\N
0bef83c181bc8ea0	153	2	{"ask":28}	\N
0bef83c181bc8ea0	154	2	{"ask":51}	\N
0bef83c181bc8ea0	155	2	{"give":64}	\N
0bef83c181bc8ea0	156	2	"cancel"	\N
0bef83c181bc8ea0	157	2	"propose"	\N
0bef83c181bc8ea0	158	2	{"to":1}	\N
0bef83c181bc8ea0	159	2	{"ask_points":2}	\N
0bef83c181bc8ea0	160	2	{"ask":34}	\N
0bef83c181bc8ea0	161	2	{"give":12}	\N
0bef83c181bc8ea0	162	2	{"give":42}	\N
0bef83c181bc8ea0	163	2	"cancel"	\N
0bef83c181bc8ea0	164	2	"end"	\N
0bef83c181bc8ea0	165	3	{"take":41}	\N
0bef83c181bc8ea0	166	3	"propose"	\N
0bef83c181bc8ea0	167	3	{"to":0}	\N
0bef83c181bc8ea0	168	3	{"ask":13}	\N
0bef83c181bc8ea0	169	3	{"ask_points":7}	\N
0bef83c181bc8ea0	170	3	{"ask":55}	\N
0bef83c181bc8ea0	171	3	{"ask":51}	\N
0bef83c181bc8ea0	172	3	"send"	\N
0bef83c181bc8ea0	173	0	"accept"	\N
0bef83c181bc8ea0	174	3	{"build":{"building":"school","lots":[50,51,52]}}	\N
0bef83c181bc8ea0	175	4	{"gift":{"lot":76,"to":2}}	\N
0bef83c181bc8ea0	176	4	"propose"	\N
0bef83c181bc8ea0	177	4	{"to":0}	\N
0bef83c181bc8ea0	178	4	{"ask_points":4}	\N
0bef83c181bc8ea0	179	4	{"give":68}	\N
0bef83c181bc8ea0	180	4	"send"	\N
0bef83c181bc8ea0	181	0	"decline"	\N
0bef83c181bc8ea0	182	4	"propose"	\N
0bef83c181bc8ea0	183	4	{"to":1}	\N
0bef83c181bc8ea0	184	4	{"ask_points":7}	\N
0bef83c181bc8ea0	185	4	{"give":15}	\N
0bef83c181bc8ea0	186	4	"cancel"	\N
0bef83c181bc8ea0	187	4	"end"	\N
0bef83c181bc8ea0	188	0	{"take":63}	\N
0bef83c181bc8ea0	189	0	"end"	\N
0bef83c181bc8ea0	190	1	{"take":58}	\N
0bef83c181bc8ea0	191	1	"end"	\N
0bef83c181bc8ea0	192	2	{"take":65}	\N
0bef83c181bc8ea0	193	2	"end"	\N
0bef83c181bc8ea0	194	3	{"take":36}	\N
0bef83c181bc8ea0	195	3	"end"	\N
0bef83c181bc8ea0	196	4	{"take":49}	\N
0bef83c181bc8ea0	197	4	"propose"	\N
0bef83c181bc8ea0	198	4	{"to":3}	\N
0bef83c181bc8ea0	199	4	{"give_points":4}	\N
0bef83c181bc8ea0	200	4	{"give":14}	\N
0bef83c181bc8ea0	201	4	{"give":68}	\N
0bef83c181bc8ea0	202	4	"send"	\N
0bef83c181bc8ea0	203	3	"counter"	\N
0bef83c181bc8ea0	204	3	{"ask_points":15}	\N
0bef83c181bc8ea0	205	3	"cancel"	\N
0bef83c181bc8ea0	206	4	"end"	\N
0bef83c181bc8ea0	207	0	{"gift":{"lot":39,"to":1}}	\N
0bef83c181bc8ea0	208	0	"end"	\N
0bef83c181bc8ea0	209	1	{"gift":{"lot":10,"to":4}}	\N
0bef83c181bc8ea0	210	1	"propose"	\N
0bef83c181bc8ea0	211	1	{"to":3}	\N
0bef83c181bc8ea0	212	1	{"give":81}	\N
0bef83c181bc8ea0	213	1	{"ask_points":2}	\N
0bef83c181bc8ea0	214	1	{"give":58}	\N
0bef83c181bc8ea0	215	1	{"ask":41}	\N
0bef83c181bc8ea0	216	1	"cancel"	\N
0bef83c181bc8ea0	217	1	"end"	\N
0bef83c181bc8ea0	218	2	{"take":79}	\N
0bef83c181bc8ea0	219	2	"propose"	\N
0bef83c181bc8ea0	220	2	{"to":1}	\N
0bef83c181bc8ea0	221	2	{"consent":{"building":"apartments","lots":[81,86,87]}}	\N
0bef83c181bc8ea0	222	2	{"give":42}	\N
0bef83c181bc8ea0	223	2	{"ask_points":10}	\N
0bef83c181bc8ea0	224	2	"send"	\N
0bef83c181bc8ea0	225	1	"counter"	\N
0bef83c181bc8ea0	226	1	{"consent":{"building":"apartments","lots":[31,36,37]}}	\N
0bef83c181bc8ea0	227	1	{"give_points":5}	\N
0bef83c181bc8ea0	228	1	{"ask":42}	\N
0bef83c181bc8ea0	229	1	{"give":24}	\N
0bef83c181bc8ea0	230	1	"cancel"	\N
0bef83c181bc8ea0	231	2	"end"	\N
0bef83c181bc8ea0	232	3	{"take":61}	\N
0bef83c181bc8ea0	233	3	"end"	\N
0bef83c181bc8ea0	234	4	{"take":83}	\N
0bef83c181bc8ea0	235	4	"end"	\N
0bef83c181bc8ea0	236	0	{"gift":{"lot":16,"to":4}}	\N
0bef83c181bc8ea0	237	0	"propose"	\N
0bef83c181bc8ea0	238	0	{"to":4}	\N
0bef83c181bc8ea0	239	0	{"consent":{"building":"apartments","lots":[13,14,18]}}	\N
0bef83c181bc8ea0	240	0	"cancel"	\N
0bef83c181bc8ea0	241	0	"end"	\N
0bef83c181bc8ea0	242	1	{"gift":{"lot":69,"to":2}}	\N
0bef83c181bc8ea0	243	1	"end"	\N
0bef83c181bc8ea0	244	2	{"take":66}	\N
0bef83c181bc8ea0	245	2	"end"	\N
0bef83c181bc8ea0	246	3	{"take":75}	\N
0bef83c181bc8ea0	247	3	"propose"	\N
0bef83c181bc8ea0	248	3	{"to":0}	\N
0bef83c181bc8ea0	249	3	{"consent":{"building":"school","lots":[56,57,58]}}	\N
0bef83c181bc8ea0	250	3	{"ask_points":10}	\N
0bef83c181bc8ea0	251	3	"send"	\N
0bef83c181bc8ea0	252	0	"counter"	\N
0bef83c181bc8ea0	253	0	{"ask_points":7}	\N
0bef83c181bc8ea0	254	0	{"give":56}	\N
0bef83c181bc8ea0	255	0	{"ask":36}	\N
0bef83c181bc8ea0	256	0	"send"	\N
0bef83c181bc8ea0	257	3	"accept"	\N
0bef83c181bc8ea0	258	3	"propose"	\N
0bef83c181bc8ea0	259	3	{"to":2}	\N
0bef83c181bc8ea0	260	3	{"ask":42}	\N
0bef83c181bc8ea0	261	3	{"ask_points":1}	\N
0bef83c181bc8ea0	262	3	{"give":13}	\N
0bef83c181bc8ea0	263	3	"send"	\N
0bef83c181bc8ea0	264	2	"counter"	\N
0bef83c181bc8ea0	265	2	{"consent":{"building":"hospital","lots":[34,37,38,39]}}	\N
0bef83c181bc8ea0	266	2	{"give_points":2}	\N
0bef83c181bc8ea0	267	2	{"share":60}	\N
0bef83c181bc8ea0	268	2	{"ask":31}	\N
0bef83c181bc8ea0	269	2	{"give":65}	\N
0bef83c181bc8ea0	270	2	{"ask":56}	\N
0bef83c181bc8ea0	271	2	"cancel"	\N
0bef83c181bc8ea0	272	3	"end"	\N
0bef83c181bc8ea0	273	4	{"take":19}	\N
0bef83c181bc8ea0	274	4	{"build":{"building":"hospital","lots":[10,15,16,17]}}	\N
0bef83c181bc8ea0	275	0	{"gift":{"lot":85,"to":2}}	\N
0bef83c181bc8ea0	276	0	"end"	\N
0bef83c181bc8ea0	277	1	{"gift":{"lot":46,"to":3}}	\N
0bef83c181bc8ea0	278	1	"end"	\N
0bef83c181bc8ea0	279	2	{"take":11}	\N
0bef83c181bc8ea0	280	2	"end"	\N
0bef83c181bc8ea0	281	3	{"take":45}	\N
0bef83c181bc8ea0	282	3	"end"	\N
0bef83c181bc8ea0	283	4	{"take":82}	\N
0bef83c181bc8ea0	284	4	{"build":{"building":"apartments","lots":[14,18,19]}}	\N
0bef83c181bc8ea0	285	0	{"take":88}	\N
0bef83c181bc8ea0	286	0	{"build":{"building":"school","lots":[87,88,89]}}	\N
0bef83c181bc8ea0	287	1	{"take":59}	\N
0bef83c181bc8ea0	288	1	"end"	\N
0bef83c181bc8ea0	289	2	{"take":48}	\N
0bef83c181bc8ea0	290	2	"propose"	\N
0bef83c181bc8ea0	291	2	{"to":1}	\N
0bef83c181bc8ea0	292	2	{"ask":81}	\N
0bef83c181bc8ea0	293	2	{"ask":22}	\N
0bef83c181bc8ea0	294	2	{"give":79}	\N
0bef83c181bc8ea0	295	2	{"ask_points":7}	\N
0bef83c181bc8ea0	296	2	"cancel"	\N
0bef83c181bc8ea0	297	2	"propose"	\N
0bef83c181bc8ea0	298	2	{"to":1}	\N
0bef83c181bc8ea0	299	2	{"ask":58}	\N
0bef83c181bc8ea0	300	2	{"ask":59}	\N
0bef83c181bc8ea0	301	2	{"give":69}	\N
0bef83c181bc8ea0	302	2	{"give_points":2}	\N
0bef83c181bc8ea0	303	2	"cancel"	\N
0bef83c181bc8ea0	304	2	"end"	\N
0bef83c181bc8ea0	305	3	{"take":60}	\N
0bef83c181bc8ea0	306	3	{"build":{"building":"apartments","lots":[40,45,46]}}	\N
0bef83c181bc8ea0	307	4	{"take":25}	\N
0bef83c181bc8ea0	308	4	"end"	\N
0bef83c181bc8ea0	309	0	{"take":74}	\N
0bef83c181bc8ea0	310	0	"propose"	\N
0bef83c181bc8ea0	311	0	{"to":3}	\N
0bef83c181bc8ea0	312	0	{"consent":{"building":"apartments","lots":[60,61,66]}}	\N
0bef83c181bc8ea0	313	0	{"give":28}	\N
0bef83c181bc8ea0	314	0	{"give_points":10}	\N
0bef83c181bc8ea0	315	0	{"ask":56}	\N
0bef83c181bc8ea0	316	0	{"ask":55}	\N
0bef83c181bc8ea0	317	0	"cancel"	\N
0bef83c181bc8ea0	318	0	"propose"	\N
0bef83c181bc8ea0	319	0	{"to":2}	\N
0bef83c181bc8ea0	320	0	{"give":63}	\N
0bef83c181bc8ea0	321	0	{"ask":38}	\N
0bef83c181bc8ea0	322	0	{"ask_points":2}	\N
0bef83c181bc8ea0	323	0	{"give":28}	\N
0bef83c181bc8ea0	324	0	"send"	\N
0bef83c181bc8ea0	325	2	"accept"	\N
0bef83c181bc8ea0	326	0	"propose"	\N
0bef83c181bc8ea0	327	0	{"to":4}	\N
0bef83c181bc8ea0	328	0	{"consent":{"building":"apartments","lots":[63,68,69]}}	\N
0bef83c181bc8ea0	329	0	{"ask_points":20}	\N
0bef83c181bc8ea0	330	0	{"give":73}	\N
0bef83c181bc8ea0	331	0	{"ask":44}	\N
0bef83c181bc8ea0	332	0	{"give":74}	\N
0bef83c181bc8ea0	333	0	"cancel"	\N
0bef83c181bc8ea0	334	0	"end"	\N
0bef83c181bc8ea0	335	1	{"take":53}	\N
0bef83c181bc8ea0	336	1	{"build":{"building":"apartments","lots":[53,57,58]}}	\N
0bef83c181bc8ea0	337	2	{"take":80}	\N
0bef83c181bc8ea0	338	2	"end"	\N
0bef83c181bc8ea0	339	3	{"gift":{"lot":27,"to":1}}	\N
0bef83c181bc8ea0	340	3	"end"	\N
0bef83c181bc8ea0	341	4	{"take":26}	\N
0bef83c181bc8ea0	342	4	"end"	\N
0bef83c181bc8ea0	343	0	"propose"	\N
0bef83c181bc8ea0	344	0	{"to":4}	\N
0bef83c181bc8ea0	345	0	{"ask":47}	\N
0bef83c181bc8ea0	346	0	{"ask_points":5}	\N
0bef83c181bc8ea0	347	0	{"ask":44}	\N
0bef83c181bc8ea0	348	0	"cancel"	\N
0bef83c181bc8ea0	349	0	"end"	\N
37799e7b833e0d74	0	0	{"discard":"Housing Tracts"}	\N
37799e7b833e0d74	1	0	{"discard":"School"}	\N
37799e7b833e0d74	2	1	{"discard":"Office Building"}	\N
37799e7b833e0d74	3	1	{"discard":"Convention Center"}	\N
37799e7b833e0d74	4	0	{"build":"Parking Lot"}	\N
37799e7b833e0d74	5	1	{"build":"Freeway"}	\N
37799e7b833e0d74	6	1	{"pay":"Townhouse Row"}	\N
37799e7b833e0d74	7	1	{"pay":"Tech Park"}	\N
37799e7b833e0d74	8	1	{"pay":"School"}	\N
37799e7b833e0d74	9	0	"survey"	\N
37799e7b833e0d74	10	1	{"build":"General Contractor"}	\N
37799e7b833e0d74	11	0	{"discard":"Amusement Park"}	\N
37799e7b833e0d74	12	0	{"discard":"Megamall"}	\N
37799e7b833e0d74	13	0	{"discard":"University"}	\N
37799e7b833e0d74	14	0	{"discard":"Estates"}	\N
37799e7b833e0d74	15	0	{"build":"Bus Depot"}	\N
37799e7b833e0d74	16	0	{"pay":"Freeway Interchange"}	\N
37799e7b833e0d74	17	1	{"build":"Construction Gang"}	\N
37799e7b833e0d74	18	1	{"pay":"Corner Grocery"}	\N
37799e7b833e0d74	19	0	"survey"	\N
37799e7b833e0d74	20	1	"survey"	\N
37799e7b833e0d74	21	0	{"discard":"Research Lab"}	\N
37799e7b833e0d74	22	0	{"discard":"Skyscraper"}	\N
37799e7b833e0d74	23	0	{"discard":"Bus Depot"}	\N
37799e7b833e0d74	24	0	{"discard":"Discount Warehouse"}	\N
37799e7b833e0d74	25	1	{"discard":"Construction Gang"}	\N
37799e7b833e0d74	26	1	{"discard":"Diner"}	\N
37799e7b833e0d74	27	1	{"discard":"City Hall Annex"}	\N
37799e7b833e0d74	28	1	{"discard":"Monument"}	\N
37799e7b833e0d74	29	0	{"build":"General Contractor"}	\N
37799e7b833e0d74	30	1	"survey"	\N
37799e7b833e0d74	31	1	{"discard":"Sports Complex"}	\N
6dd35a6830209a0c	7	0	{"pay":"Museum"}	\N
6dd35a6830209a0c	8	0	{"pay":"Amusement Park"}	\N
6dd35a6830209a0c	9	1	{"build":"Market Hall"}	\N
6dd35a6830209a0c	10	1	{"pay":"City Hall Annex"}	\N
6dd35a6830209a0c	11	1	{"pay":"Bus Depot"}	\N
6dd35a6830209a0c	12	1	{"pay":"Casino"}	\N
6dd35a6830209a0c	13	0	{"build":"General Contractor"}	\N
6dd35a6830209a0c	14	1	{"build":"General Contractor"}	\N
6dd35a6830209a0c	15	0	{"build":"Townhouse Row"}	\N
6dd35a6830209a0c	16	0	{"pay":"Warehouse District"}	\N
6dd35a6830209a0c	17	1	"survey"	\N
6dd35a6830209a0c	18	1	{"discard":"Construction Gang"}	\N
6dd35a6830209a0c	19	1	{"discard":"Boutique"}	\N
6dd35a6830209a0c	20	1	{"discard":"Housing Tracts"}	\N
6dd35a6830209a0c	21	1	{"discard":"Office Building"}	\N
6dd35a6830209a0c	22	0	"survey"	\N
6dd35a6830209a0c	23	1	{"build":"Town Hall"}	\N
6dd35a6830209a0c	24	1	{"pay":"Mall"}	\N
6dd35a6830209a0c	25	1	{"pay":"Diner"}	\N
6dd35a6830209a0c	26	1	{"pay":"Research Lab"}	\N
6dd35a6830209a0c	27	1	{"pay":"University"}	\N
6dd35a6830209a0c	28	1	{"pay":"Opera House"}	\N
6dd35a6830209a0c	29	1	{"pay":"Monument"}	\N
6dd35a6830209a0c	30	0	{"discard":"Factory"}	\N
6dd35a6830209a0c	31	0	{"discard":"Housing Tracts"}	\N
6dd35a6830209a0c	32	0	{"discard":"Bus Depot"}	\N
6dd35a6830209a0c	33	0	{"discard":"School"}	\N
6dd35a6830209a0c	34	0	{"build":"Sports Complex"}	\N
6dd35a6830209a0c	35	0	{"pay":"Bus Depot"}	\N
6dd35a6830209a0c	36	0	{"pay":"School"}	\N
6dd35a6830209a0c	37	0	{"pay":"Tech Park"}	\N
6dd35a6830209a0c	38	0	{"pay":"Concert Hall"}	\N
6dd35a6830209a0c	39	1	"survey"	\N
6dd35a6830209a0c	40	1	{"discard":"Corner Grocery"}	\N
6dd35a6830209a0c	41	1	{"discard":"Housing Tracts"}	\N
6dd35a6830209a0c	42	1	{"discard":"Office Building"}	\N
6dd35a6830209a0c	43	1	{"discard":"High-Rise"}	\N
6dd35a6830209a0c	44	0	{"build":"Diner"}	\N
6dd35a6830209a0c	45	0	{"pay":"Luxury Homes"}	\N
6dd35a6830209a0c	46	1	{"build":"Bridge"}	\N
6dd35a6830209a0c	47	1	{"pay":"Parking Lot"}	\N
6dd35a6830209a0c	48	1	{"pay":"Office Park"}	\N
6dd35a6830209a0c	49	1	{"pay":"Tech Park"}	\N
6dd35a6830209a0c	50	1	{"pay":"Museum"}	\N
6dd35a6830209a0c	51	0	"survey"	\N
6dd35a6830209a0c	52	1	"survey"	\N
6dd35a6830209a0c	53	0	{"discard":"Cinema"}	\N
6dd35a6830209a0c	54	0	{"discard":"Housing Tracts"}	\N
6dd35a6830209a0c	55	0	{"discard":"Subway System"}	\N
6dd35a6830209a0c	56	0	{"discard":"Art Gallery"}	\N
6dd35a6830209a0c	57	1	{"discard":"Mall"}	\N
6dd35a6830209a0c	58	1	{"discard":"Cinema"}	\N
6dd35a6830209a0c	59	1	{"discard":"Market Hall"}	\N
6dd35a6830209a0c	60	1	{"discard":"Train Station"}	\N
6dd35a6830209a0c	61	0	{"build":"Luxury Homes"}	\N
6dd35a6830209a0c	62	0	{"pay":"Boutique"}	\N
6dd35a6830209a0c	63	0	{"pay":"Sports Complex"}	\N
6dd35a6830209a0c	64	0	{"pay":"Hospital"}	\N
6dd35a6830209a0c	65	1	{"build":"University"}	\N
6dd35a6830209a0c	66	1	{"pay":"Department Store"}	\N
6dd35a6830209a0c	67	1	{"pay":"High-Rise"}	\N
6dd35a6830209a0c	68	1	{"pay":"Art Gallery"}	\N
6dd35a6830209a0c	69	1	{"pay":"Central Park"}	\N
6dd35a6830209a0c	70	1	{"pay":"Convention Center"}	\N
6dd35a6830209a0c	71	0	"survey"	\N
6dd35a6830209a0c	72	1	"survey"	\N
6dd35a6830209a0c	73	0	{"discard":"Office Park"}	\N
6dd35a6830209a0c	74	0	{"discard":"Department Store"}	\N
6dd35a6830209a0c	75	0	{"discard":"Freeway"}	\N
6dd35a6830209a0c	76	0	{"discard":"Townhouse Row"}	\N
6dd35a6830209a0c	77	1	{"discard":"Construction Gang"}	\N
6dd35a6830209a0c	78	1	{"discard":"Construction Gang"}	\N
6dd35a6830209a0c	79	1	{"discard":"Corner Grocery"}	\N
6dd35a6830209a0c	80	1	{"discard":"Freeway"}	\N
f3698f315ed27009	0	0	{"discard":"Diner"}	\N
f3698f315ed27009	1	0	{"discard":"Bus Depot"}	\N
f3698f315ed27009	2	1	{"discard":"Cinema"}	\N
f3698f315ed27009	3	1	{"discard":"Housing Tracts"}	\N
f3698f315ed27009	4	0	{"build":"Luxury Homes"}	\N
f3698f315ed27009	5	0	{"pay":"Office Building"}	\N
f3698f315ed27009	6	0	{"pay":"Multiplex"}	\N
f3698f315ed27009	7	0	{"pay":"Hospital"}	\N
f3698f315ed27009	8	0	{"pay":"Luxury Homes"}	\N
f3698f315ed27009	9	1	{"build":"Sports Complex"}	\N
f3698f315ed27009	10	1	{"pay":"Estates"}	\N
f3698f315ed27009	11	1	{"pay":"Train Station"}	\N
37799e7b833e0d74	32	1	{"discard":"Museum"}	\N
37799e7b833e0d74	33	1	{"discard":"Concert Hall"}	\N
37799e7b833e0d74	34	1	{"discard":"Boutique"}	\N
37799e7b833e0d74	35	0	{"build":"Train Station"}	\N
37799e7b833e0d74	36	0	{"pay":"Subway System"}	\N
37799e7b833e0d74	37	0	{"pay":"Art Gallery"}	\N
37799e7b833e0d74	38	0	{"pay":"Corner Grocery"}	\N
37799e7b833e0d74	39	0	{"pay":"Estates"}	\N
37799e7b833e0d74	40	1	"survey"	\N
37799e7b833e0d74	41	1	{"discard":"Warehouse District"}	\N
37799e7b833e0d74	42	1	{"discard":"Housing Tracts"}	\N
37799e7b833e0d74	43	1	{"discard":"Theater"}	\N
37799e7b833e0d74	44	1	{"discard":"Market Hall"}	\N
37799e7b833e0d74	45	0	{"build":"Housing Tracts"}	\N
37799e7b833e0d74	46	0	{"pay":"Luxury Homes"}	\N
37799e7b833e0d74	47	1	{"build":"Luxury Homes"}	\N
37799e7b833e0d74	48	1	{"pay":"City Hall Annex"}	\N
37799e7b833e0d74	49	1	{"pay":"Opera House"}	\N
37799e7b833e0d74	50	1	{"pay":"Hospital"}	\N
37799e7b833e0d74	51	1	{"pay":"Tech Park"}	\N
37799e7b833e0d74	52	0	{"build":"Parking Lot"}	\N
37799e7b833e0d74	53	1	"survey"	\N
37799e7b833e0d74	54	1	{"discard":"Mall"}	\N
37799e7b833e0d74	55	1	{"discard":"Boutique"}	\N
37799e7b833e0d74	56	1	{"discard":"Shopping Center"}	\N
37799e7b833e0d74	57	1	{"discard":"Office Building"}	\N
37799e7b833e0d74	58	0	{"build":"Train Station"}	\N
37799e7b833e0d74	59	0	{"pay":"School"}	\N
37799e7b833e0d74	60	0	{"pay":"Housing Tracts"}	\N
37799e7b833e0d74	61	0	{"pay":"Warehouse District"}	\N
37799e7b833e0d74	62	0	{"pay":"Multiplex"}	\N
37799e7b833e0d74	63	1	"survey"	\N
37799e7b833e0d74	64	1	{"discard":"Hospital"}	\N
37799e7b833e0d74	65	1	{"discard":"Townhouse Row"}	\N
37799e7b833e0d74	66	1	{"discard":"Airport"}	\N
37799e7b833e0d74	67	1	{"discard":"Boutique"}	\N
37799e7b833e0d74	68	0	{"build":"Department Store"}	\N
37799e7b833e0d74	69	0	{"pay":"Museum"}	\N
37799e7b833e0d74	70	0	{"pay":"Town Hall"}	\N
37799e7b833e0d74	71	0	{"pay":"Construction Gang"}	\N
37799e7b833e0d74	72	1	{"build":"Luxury Homes"}	\N
37799e7b833e0d74	73	1	{"pay":"Research Lab"}	\N
37799e7b833e0d74	74	1	{"pay":"Department Store"}	\N
37799e7b833e0d74	75	1	{"pay":"Warehouse District"}	\N
37799e7b833e0d74	76	1	{"pay":"Multiplex"}	\N
37799e7b833e0d74	77	1	{"build":"Townhouse Row"}	\N
37799e7b833e0d74	78	1	{"pay":"Market Hall"}	\N
37799e7b833e0d74	79	0	{"build":"Factory"}	\N
37799e7b833e0d74	80	0	{"pay":"Office Park"}	\N
37799e7b833e0d74	81	0	{"pay":"Diner"}	\N
37799e7b833e0d74	82	1	"survey"	\N
37799e7b833e0d74	83	1	{"discard":"Casino"}	\N
37799e7b833e0d74	84	1	{"discard":"Estates"}	\N
37799e7b833e0d74	85	1	{"discard":"Sports Complex"}	\N
37799e7b833e0d74	86	1	{"discard":"High-Rise"}	\N
37799e7b833e0d74	87	0	"survey"	\N
37799e7b833e0d74	88	1	"survey"	\N
37799e7b833e0d74	89	0	{"discard":"Theater"}	\N
37799e7b833e0d74	90	0	{"discard":"Luxury Homes"}	\N
37799e7b833e0d74	91	0	{"discard":"Freeway Interchange"}	\N
37799e7b833e0d74	92	0	{"discard":"Housing Tracts"}	\N
37799e7b833e0d74	93	1	{"discard":"Diner"}	\N
37799e7b833e0d74	94	1	{"discard":"Office Park"}	\N
37799e7b833e0d74	95	1	{"discard":"Mall"}	\N
37799e7b833e0d74	96	1	{"discard":"University"}	\N
37799e7b833e0d74	97	0	{"discard":"Bridge"}	\N
37799e7b833e0d74	98	0	{"discard":"High-Rise"}	\N
37799e7b833e0d74	99	0	{"discard":"Park & Ride"}	\N
37799e7b833e0d74	100	0	{"discard":"Bus Depot"}	\N
37799e7b833e0d74	101	0	{"discard":"Office Building"}	\N
37799e7b833e0d74	102	0	{"discard":"High-Rise"}	\N
37799e7b833e0d74	103	0	{"build":"Art Gallery"}	\N
37799e7b833e0d74	104	0	{"pay":"Office Park"}	\N
37799e7b833e0d74	105	0	{"pay":"Housing Tracts"}	\N
37799e7b833e0d74	106	0	{"pay":"Housing Tracts"}	\N
37799e7b833e0d74	107	0	{"pay":"Factory"}	\N
37799e7b833e0d74	108	1	{"build":"Freeway"}	\N
37799e7b833e0d74	109	1	{"pay":"Central Park"}	\N
37799e7b833e0d74	110	1	{"pay":"Corner Grocery"}	\N
37799e7b833e0d74	111	1	{"pay":"Stadium"}	\N
37799e7b833e0d74	112	0	{"discard":"Parking Lot"}	\N
37799e7b833e0d74	113	0	{"discard":"Multiplex"}	\N
37799e7b833e0d74	114	0	{"build":"Central Park"}	\N
37799e7b833e0d74	115	0	{"pay":"Cinema"}	\N
37799e7b833e0d74	116	1	"survey"	\N
37799e7b833e0d74	117	1	{"discard":"Shopping Center"}	\N
37799e7b833e0d74	118	1	{"discard":"Bridge"}	\N
37799e7b833e0d74	119	1	{"discard":"High-Rise"}	\N
37799e7b833e0d74	120	1	{"discard":"Research Lab"}	\N
fb5398f3578c4c62	0	0	{"discard":"Housing Tracts"}	\N
fb5398f3578c4c62	1	0	{"discard":"Department Store"}	\N
fb5398f3578c4c62	2	1	{"discard":"Freeway Interchange"}	\N
fb5398f3578c4c62	3	1	{"discard":"Housing Tracts"}	\N
fb5398f3578c4c62	4	2	{"discard":"Corner Grocery"}	\N
fb5398f3578c4c62	5	2	{"discard":"Department Store"}	\N
fb5398f3578c4c62	6	0	{"build":"Office Park"}	\N
fb5398f3578c4c62	7	0	{"pay":"Bus Depot"}	\N
fb5398f3578c4c62	8	0	{"pay":"School"}	\N
fb5398f3578c4c62	9	0	{"pay":"Stadium"}	\N
fb5398f3578c4c62	10	1	{"build":"Train Station"}	\N
fb5398f3578c4c62	11	1	{"pay":"School"}	\N
fb5398f3578c4c62	12	1	{"pay":"Tech Park"}	\N
fb5398f3578c4c62	13	1	{"pay":"University"}	\N
fb5398f3578c4c62	14	1	{"pay":"Monument"}	\N
fb5398f3578c4c62	15	2	{"build":"Luxury Homes"}	\N
fb5398f3578c4c62	16	2	{"pay":"Market Hall"}	\N
fb5398f3578c4c62	17	2	{"pay":"Hospital"}	\N
fb5398f3578c4c62	18	2	{"pay":"Luxury Homes"}	\N
fb5398f3578c4c62	19	2	{"pay":"Concert Hall"}	\N
fb5398f3578c4c62	20	0	{"build":"General Contractor"}	\N
fb5398f3578c4c62	21	1	{"build":"General Contractor"}	\N
fb5398f3578c4c62	22	2	{"build":"General Contractor"}	\N
fb5398f3578c4c62	23	0	{"build":"Boutique"}	\N
fb5398f3578c4c62	24	0	{"pay":"Theater"}	\N
fb5398f3578c4c62	25	0	{"pay":"Theater"}	\N
fb5398f3578c4c62	26	1	{"build":"Freeway Interchange"}	\N
fb5398f3578c4c62	27	1	{"pay":"Warehouse District"}	\N
fb5398f3578c4c62	28	1	{"pay":"Diner"}	\N
fb5398f3578c4c62	29	2	"survey"	\N
fb5398f3578c4c62	30	2	{"discard":"Parking Lot"}	\N
fb5398f3578c4c62	31	2	{"discard":"Housing Tracts"}	\N
fb5398f3578c4c62	32	2	{"discard":"Housing Tracts"}	\N
fb5398f3578c4c62	33	2	{"discard":"Bus Depot"}	\N
fb5398f3578c4c62	34	0	{"build":"Art Gallery"}	\N
fb5398f3578c4c62	35	0	{"pay":"Warehouse District"}	\N
fb5398f3578c4c62	36	0	{"pay":"Train Station"}	\N
fb5398f3578c4c62	37	0	{"pay":"City Hall Annex"}	\N
fb5398f3578c4c62	38	0	{"pay":"Skyscraper"}	\N
fb5398f3578c4c62	39	1	"survey"	\N
fb5398f3578c4c62	40	2	"survey"	\N
fb5398f3578c4c62	41	1	{"discard":"Mall"}	\N
fb5398f3578c4c62	42	1	{"discard":"Boutique"}	\N
fb5398f3578c4c62	43	1	{"discard":"Diner"}	\N
fb5398f3578c4c62	44	1	{"discard":"Office Park"}	\N
fb5398f3578c4c62	45	2	{"discard":"Factory"}	\N
fb5398f3578c4c62	46	2	{"discard":"City Hall Annex"}	\N
fb5398f3578c4c62	47	2	{"discard":"Estates"}	\N
fb5398f3578c4c62	48	2	{"discard":"Multiplex"}	\N
fb5398f3578c4c62	49	0	{"build":"Central Park"}	\N
fb5398f3578c4c62	50	0	{"pay":"High-Rise"}	\N
fb5398f3578c4c62	51	1	{"build":"Sports Complex"}	\N
fb5398f3578c4c62	52	1	{"pay":"Townhouse Row"}	\N
fb5398f3578c4c62	53	1	{"pay":"Estates"}	\N
fb5398f3578c4c62	54	1	{"pay":"Museum"}	\N
fb5398f3578c4c62	55	1	{"pay":"Museum"}	\N
fb5398f3578c4c62	56	2	{"build":"Art Gallery"}	\N
fb5398f3578c4c62	57	2	{"pay":"Factory"}	\N
fb5398f3578c4c62	58	2	{"pay":"Freeway"}	\N
fb5398f3578c4c62	59	2	{"pay":"Tech Park"}	\N
fb5398f3578c4c62	60	2	{"pay":"Hospital"}	\N
fb5398f3578c4c62	61	0	{"build":"Office Park"}	\N
fb5398f3578c4c62	62	0	{"pay":"Office Building"}	\N
fb5398f3578c4c62	63	0	{"pay":"High-Rise"}	\N
fb5398f3578c4c62	64	0	{"pay":"Luxury Homes"}	\N
fb5398f3578c4c62	65	1	{"build":"Diner"}	\N
fb5398f3578c4c62	66	1	{"pay":"Boutique"}	\N
fb5398f3578c4c62	67	2	"survey"	\N
fb5398f3578c4c62	68	2	{"discard":"Market Hall"}	\N
fb5398f3578c4c62	69	2	{"discard":"Multiplex"}	\N
fb5398f3578c4c62	70	2	{"discard":"Townhouse Row"}	\N
fb5398f3578c4c62	71	2	{"discard":"Office Building"}	\N
fb5398f3578c4c62	72	0	{"build":"Town Hall"}	\N
fb5398f3578c4c62	73	0	{"pay":"Corner Grocery"}	\N
fb5398f3578c4c62	74	0	{"pay":"Casino"}	\N
fb5398f3578c4c62	75	0	{"pay":"School"}	\N
fb5398f3578c4c62	76	0	{"pay":"Office Building"}	\N
fb5398f3578c4c62	77	0	{"pay":"Park & Ride"}	\N
fb5398f3578c4c62	78	0	{"pay":"Opera House"}	\N
fb5398f3578c4c62	79	1	{"build":"Amusement Park"}	\N
fb5398f3578c4c62	80	1	{"pay":"Housing Tracts"}	\N
fb5398f3578c4c62	81	1	{"pay":"Construction Gang"}	\N
fb5398f3578c4c62	82	1	{"pay":"Mall"}	\N
f3698f315ed27009	12	1	{"pay":"Museum"}	\N
f3698f315ed27009	13	1	{"pay":"Monument"}	\N
f3698f315ed27009	14	0	{"build":"General Contractor"}	\N
f3698f315ed27009	15	1	{"build":"General Contractor"}	\N
f3698f315ed27009	16	0	"survey"	\N
f3698f315ed27009	17	1	"survey"	\N
f3698f315ed27009	18	0	{"discard":"Housing Tracts"}	\N
f3698f315ed27009	19	0	{"discard":"City Hall Annex"}	\N
f3698f315ed27009	20	0	{"discard":"Estates"}	\N
f3698f315ed27009	21	0	{"discard":"Office Building"}	\N
f3698f315ed27009	22	1	{"discard":"Factory"}	\N
f3698f315ed27009	23	1	{"discard":"Department Store"}	\N
f3698f315ed27009	24	1	{"discard":"Central Park"}	\N
f3698f315ed27009	25	1	{"discard":"Research Lab"}	\N
f3698f315ed27009	26	0	"survey"	\N
f3698f315ed27009	27	1	{"build":"City Hall Annex"}	\N
f3698f315ed27009	28	1	{"pay":"Park & Ride"}	\N
f3698f315ed27009	29	1	{"pay":"Amusement Park"}	\N
f3698f315ed27009	30	0	{"discard":"Freeway"}	\N
f3698f315ed27009	31	0	{"discard":"Corner Grocery"}	\N
f3698f315ed27009	32	0	{"discard":"Train Station"}	\N
f3698f315ed27009	33	0	{"discard":"Casino"}	\N
f3698f315ed27009	34	0	{"build":"Theater"}	\N
f3698f315ed27009	35	0	{"pay":"Boutique"}	\N
f3698f315ed27009	36	0	{"pay":"Tech Park"}	\N
f3698f315ed27009	37	0	{"pay":"Town Hall"}	\N
f3698f315ed27009	38	0	{"pay":"Convention Center"}	\N
f3698f315ed27009	39	1	"survey"	\N
f3698f315ed27009	40	1	{"discard":"Warehouse District"}	\N
f3698f315ed27009	41	1	{"discard":"Parking Lot"}	\N
f3698f315ed27009	42	1	{"discard":"Townhouse Row"}	\N
f3698f315ed27009	43	1	{"discard":"Bridge"}	\N
f3698f315ed27009	44	0	"survey"	\N
f3698f315ed27009	45	1	{"build":"Diner"}	\N
f3698f315ed27009	46	1	{"pay":"Office Park"}	\N
f3698f315ed27009	47	0	{"discard":"Construction Gang"}	\N
f3698f315ed27009	48	0	{"discard":"Warehouse District"}	\N
f3698f315ed27009	49	0	{"discard":"Department Store"}	\N
f3698f315ed27009	50	0	{"discard":"Bus Depot"}	\N
f3698f315ed27009	51	0	"survey"	\N
f3698f315ed27009	52	1	"survey"	\N
f3698f315ed27009	53	0	{"discard":"Subway System"}	\N
f3698f315ed27009	54	0	{"discard":"Housing Tracts"}	\N
f3698f315ed27009	55	0	{"discard":"Warehouse District"}	\N
f3698f315ed27009	56	0	{"discard":"Market Hall"}	\N
f3698f315ed27009	57	1	{"discard":"Mall"}	\N
f3698f315ed27009	58	1	{"discard":"School"}	\N
f3698f315ed27009	59	1	{"discard":"Bus Depot"}	\N
f3698f315ed27009	60	1	{"discard":"Bridge"}	\N
f3698f315ed27009	61	0	{"build":"Hospital"}	\N
f3698f315ed27009	62	0	{"pay":"Construction Gang"}	\N
f3698f315ed27009	63	0	{"pay":"Discount Warehouse"}	\N
f3698f315ed27009	64	0	{"pay":"Megamall"}	\N
f3698f315ed27009	65	0	{"pay":"School"}	\N
f3698f315ed27009	66	0	{"pay":"Tech Park"}	\N
f3698f315ed27009	67	0	{"pay":"University"}	\N
f3698f315ed27009	68	1	{"build":"Office Park"}	\N
f3698f315ed27009	69	1	{"pay":"Multiplex"}	\N
f3698f315ed27009	70	1	{"pay":"Research Lab"}	\N
f3698f315ed27009	71	1	{"pay":"Luxury Homes"}	\N
f3698f315ed27009	72	0	"survey"	\N
f3698f315ed27009	73	1	{"build":"Concert Hall"}	\N
f3698f315ed27009	74	1	{"pay":"Parking Lot"}	\N
f3698f315ed27009	75	1	{"pay":"Corner Grocery"}	\N
f3698f315ed27009	76	1	{"pay":"Mall"}	\N
f3698f315ed27009	77	1	{"pay":"Boutique"}	\N
f3698f315ed27009	78	1	{"pay":"Shopping Center"}	\N
f3698f315ed27009	79	1	{"pay":"Theater"}	\N
f3698f315ed27009	80	1	{"pay":"University"}	\N
f3698f315ed27009	81	0	{"discard":"Housing Tracts"}	\N
f3698f315ed27009	82	0	{"discard":"Cinema"}	\N
f3698f315ed27009	83	0	{"discard":"Boutique"}	\N
f3698f315ed27009	84	0	{"discard":"Office Park"}	\N
507f2c705b52ecde	0	0	{"discard":"Cinema"}	\N
507f2c705b52ecde	1	0	{"discard":"Boutique"}	\N
507f2c705b52ecde	2	1	{"discard":"Parking Lot"}	\N
507f2c705b52ecde	3	1	{"discard":"Freeway"}	\N
507f2c705b52ecde	4	2	{"discard":"Factory"}	\N
507f2c705b52ecde	5	2	{"discard":"Department Store"}	\N
507f2c705b52ecde	6	0	{"build":"Art Gallery"}	\N
507f2c705b52ecde	7	0	{"pay":"Department Store"}	\N
507f2c705b52ecde	8	0	{"pay":"Townhouse Row"}	\N
507f2c705b52ecde	9	0	{"pay":"Market Hall"}	\N
507f2c705b52ecde	10	0	{"pay":"Tech Park"}	\N
507f2c705b52ecde	11	1	{"build":"Theater"}	\N
507f2c705b52ecde	12	1	{"pay":"Estates"}	\N
fb5398f3578c4c62	83	1	{"pay":"Department Store"}	\N
fb5398f3578c4c62	84	1	{"pay":"Cinema"}	\N
fb5398f3578c4c62	85	1	{"pay":"Research Lab"}	\N
fb5398f3578c4c62	86	1	{"pay":"Shopping Center"}	\N
fb5398f3578c4c62	87	1	{"pay":"Subway System"}	\N
fb5398f3578c4c62	88	2	"survey"	\N
fb5398f3578c4c62	89	2	{"discard":"Warehouse District"}	\N
fb5398f3578c4c62	90	2	{"discard":"Megamall"}	\N
fb5398f3578c4c62	91	2	{"discard":"Bus Depot"}	\N
fb5398f3578c4c62	92	2	{"discard":"Bridge"}	\N
fb5398f3578c4c62	93	0	{"build":"Luxury Homes"}	\N
fb5398f3578c4c62	94	0	{"pay":"Corner Grocery"}	\N
fb5398f3578c4c62	95	0	{"pay":"Cinema"}	\N
fb5398f3578c4c62	96	0	{"pay":"High-Rise"}	\N
fb5398f3578c4c62	97	0	{"pay":"Sports Complex"}	\N
fb5398f3578c4c62	98	1	{"build":"Airport"}	\N
fb5398f3578c4c62	99	1	{"pay":"Housing Tracts"}	\N
fb5398f3578c4c62	100	1	{"pay":"Construction Gang"}	\N
fb5398f3578c4c62	101	1	{"pay":"Construction Gang"}	\N
fb5398f3578c4c62	102	1	{"pay":"Discount Warehouse"}	\N
fb5398f3578c4c62	103	1	{"pay":"Townhouse Row"}	\N
fb5398f3578c4c62	104	1	{"pay":"Parking Lot"}	\N
fb5398f3578c4c62	105	1	{"pay":"Parking Lot"}	\N
fb5398f3578c4c62	106	1	{"pay":"University"}	\N
fb5398f3578c4c62	107	1	{"pay":"Freeway"}	\N
fb5398f3578c4c62	108	2	{"build":"Central Park"}	\N
fb5398f3578c4c62	109	2	{"pay":"Bridge"}	\N
3e5d1327818d1152	0	0	{"discard":"Townhouse Row"}	\N
3e5d1327818d1152	1	0	{"discard":"Museum"}	\N
3e5d1327818d1152	2	1	{"discard":"Factory"}	\N
3e5d1327818d1152	3	1	{"discard":"Opera House"}	\N
3e5d1327818d1152	4	2	{"discard":"Parking Lot"}	\N
3e5d1327818d1152	5	2	{"discard":"Estates"}	\N
3e5d1327818d1152	6	0	{"build":"Factory"}	\N
3e5d1327818d1152	7	0	{"pay":"Hospital"}	\N
3e5d1327818d1152	8	0	{"pay":"Stadium"}	\N
3e5d1327818d1152	9	1	"survey"	\N
3e5d1327818d1152	10	2	{"build":"General Contractor"}	\N
3e5d1327818d1152	11	1	{"discard":"Market Hall"}	\N
3e5d1327818d1152	12	1	{"discard":"Office Building"}	\N
3e5d1327818d1152	13	1	{"discard":"Luxury Homes"}	\N
3e5d1327818d1152	14	1	{"discard":"Skyscraper"}	\N
3e5d1327818d1152	15	0	{"build":"City Hall Annex"}	\N
3e5d1327818d1152	16	0	{"pay":"Mall"}	\N
3e5d1327818d1152	17	0	{"pay":"Office Park"}	\N
3e5d1327818d1152	18	1	{"build":"Estates"}	\N
3e5d1327818d1152	19	1	{"pay":"Airport"}	\N
3e5d1327818d1152	20	2	{"build":"University"}	\N
3e5d1327818d1152	21	2	{"pay":"Freeway"}	\N
3e5d1327818d1152	22	2	{"pay":"Corner Grocery"}	\N
3e5d1327818d1152	23	2	{"pay":"Subway System"}	\N
3e5d1327818d1152	24	2	{"pay":"Tech Park"}	\N
3e5d1327818d1152	25	2	{"pay":"Housing Tracts"}	\N
3e5d1327818d1152	26	0	{"build":"General Contractor"}	\N
3e5d1327818d1152	27	1	{"build":"General Contractor"}	\N
3e5d1327818d1152	28	2	"survey"	\N
3e5d1327818d1152	29	2	{"discard":"Bus Depot"}	\N
3e5d1327818d1152	30	2	{"discard":"School"}	\N
3e5d1327818d1152	31	2	{"discard":"Freeway"}	\N
3e5d1327818d1152	32	2	{"discard":"Convention Center"}	\N
3e5d1327818d1152	33	0	"survey"	\N
3e5d1327818d1152	34	1	{"build":"Corner Grocery"}	\N
3e5d1327818d1152	35	1	{"pay":"Park & Ride"}	\N
3e5d1327818d1152	36	2	"survey"	\N
3e5d1327818d1152	37	0	{"discard":"Housing Tracts"}	\N
3e5d1327818d1152	38	0	{"discard":"Tech Park"}	\N
3e5d1327818d1152	39	0	{"discard":"Warehouse District"}	\N
3e5d1327818d1152	40	0	{"discard":"Office Building"}	\N
3e5d1327818d1152	41	2	{"discard":"Luxury Homes"}	\N
3e5d1327818d1152	42	2	{"discard":"Discount Warehouse"}	\N
3e5d1327818d1152	43	2	{"discard":"Train Station"}	\N
3e5d1327818d1152	44	2	{"discard":"Townhouse Row"}	\N
3e5d1327818d1152	45	0	{"build":"Construction Gang"}	\N
3e5d1327818d1152	46	0	{"pay":"Monument"}	\N
3e5d1327818d1152	47	0	"done"	\N
3e5d1327818d1152	48	1	{"build":"Bridge"}	\N
3e5d1327818d1152	49	1	{"pay":"University"}	\N
3e5d1327818d1152	50	1	{"pay":"Mall"}	\N
3e5d1327818d1152	51	1	{"pay":"Boutique"}	\N
3e5d1327818d1152	52	1	{"pay":"Central Park"}	\N
3e5d1327818d1152	53	2	{"build":"High-Rise"}	\N
3e5d1327818d1152	54	2	{"pay":"Theater"}	\N
3e5d1327818d1152	55	2	{"pay":"Cinema"}	\N
3e5d1327818d1152	56	2	{"pay":"Sports Complex"}	\N
3e5d1327818d1152	57	0	{"build":"Department Store"}	\N
3e5d1327818d1152	58	0	{"pay":"City Hall Annex"}	\N
3e5d1327818d1152	59	0	{"pay":"Boutique"}	\N
3e5d1327818d1152	60	0	{"pay":"Casino"}	\N
3e5d1327818d1152	61	1	{"build":"Corner Grocery"}	\N
3e5d1327818d1152	62	1	{"pay":"Bridge"}	\N
3e5d1327818d1152	63	2	"survey"	\N
3e5d1327818d1152	64	2	{"discard":"School"}	\N
3e5d1327818d1152	65	2	{"discard":"Art Gallery"}	\N
3e5d1327818d1152	66	2	{"discard":"Townhouse Row"}	\N
3e5d1327818d1152	67	2	{"discard":"Train Station"}	\N
3e5d1327818d1152	68	0	{"build":"Luxury Homes"}	\N
3e5d1327818d1152	69	0	{"pay":"Housing Tracts"}	\N
3e5d1327818d1152	70	0	{"pay":"Boutique"}	\N
3e5d1327818d1152	71	0	{"pay":"School"}	\N
3e5d1327818d1152	72	0	{"pay":"Market Hall"}	\N
3e5d1327818d1152	73	1	"survey"	\N
3e5d1327818d1152	74	2	{"build":"Department Store"}	\N
3e5d1327818d1152	75	2	{"pay":"Parking Lot"}	\N
3e5d1327818d1152	76	2	{"pay":"Multiplex"}	\N
3e5d1327818d1152	77	2	{"pay":"Research Lab"}	\N
3e5d1327818d1152	78	1	{"discard":"Research Lab"}	\N
3e5d1327818d1152	79	1	{"discard":"High-Rise"}	\N
3e5d1327818d1152	80	1	{"discard":"Central Park"}	\N
3e5d1327818d1152	81	1	{"discard":"Town Hall"}	\N
3e5d1327818d1152	82	0	{"build":"Estates"}	\N
3e5d1327818d1152	83	0	{"pay":"Theater"}	\N
3e5d1327818d1152	84	0	{"build":"Luxury Homes"}	\N
3e5d1327818d1152	85	0	{"pay":"Amusement Park"}	\N
3e5d1327818d1152	86	0	{"pay":"Concert Hall"}	\N
3e5d1327818d1152	87	0	{"pay":"Freeway Interchange"}	\N
3e5d1327818d1152	88	0	{"pay":"Multiplex"}	\N
3e5d1327818d1152	89	1	"survey"	\N
3e5d1327818d1152	90	2	{"build":"Warehouse District"}	\N
3e5d1327818d1152	91	2	{"pay":"Housing Tracts"}	\N
3e5d1327818d1152	92	1	{"discard":"Art Gallery"}	\N
3e5d1327818d1152	93	1	{"discard":"Cinema"}	\N
3e5d1327818d1152	94	1	{"discard":"Museum"}	\N
3e5d1327818d1152	95	1	{"discard":"Sports Complex"}	\N
3e5d1327818d1152	96	1	{"discard":"School"}	\N
3e5d1327818d1152	97	1	{"discard":"Department Store"}	\N
3e5d1327818d1152	98	1	{"discard":"Bus Depot"}	\N
3e5d1327818d1152	99	0	"survey"	\N
3e5d1327818d1152	100	1	{"build":"School"}	\N
3e5d1327818d1152	101	2	{"build":"Diner"}	\N
3e5d1327818d1152	102	2	{"pay":"Office Park"}	\N
3e5d1327818d1152	103	0	{"discard":"Multiplex"}	\N
3e5d1327818d1152	104	0	{"discard":"Factory"}	\N
3e5d1327818d1152	105	0	{"discard":"Art Gallery"}	\N
3e5d1327818d1152	106	0	{"discard":"Amusement Park"}	\N
3e5d1327818d1152	107	1	{"discard":"Corner Grocery"}	\N
3e5d1327818d1152	108	1	{"discard":"Parking Lot"}	\N
3e5d1327818d1152	109	1	{"discard":"Housing Tracts"}	\N
3e5d1327818d1152	110	0	{"build":"Airport"}	\N
3e5d1327818d1152	111	0	{"pay":"Train Station"}	\N
3e5d1327818d1152	112	0	{"pay":"Housing Tracts"}	\N
3e5d1327818d1152	113	0	{"pay":"Parking Lot"}	\N
3e5d1327818d1152	114	0	{"pay":"Research Lab"}	\N
3e5d1327818d1152	115	0	{"pay":"Luxury Homes"}	\N
3e5d1327818d1152	116	0	{"pay":"Central Park"}	\N
3e5d1327818d1152	117	0	{"pay":"Tech Park"}	\N
3e5d1327818d1152	118	0	{"pay":"Tech Park"}	\N
3e5d1327818d1152	119	0	{"pay":"Market Hall"}	\N
3e5d1327818d1152	120	1	{"build":"Diner"}	\N
3e5d1327818d1152	121	1	{"pay":"Park & Ride"}	\N
3e5d1327818d1152	122	2	{"build":"Hospital"}	\N
3e5d1327818d1152	123	2	{"pay":"Townhouse Row"}	\N
3e5d1327818d1152	124	2	{"pay":"Office Building"}	\N
3e5d1327818d1152	125	2	{"pay":"Shopping Center"}	\N
3e5d1327818d1152	126	2	{"pay":"Freeway"}	\N
3e5d1327818d1152	127	2	{"pay":"Office Park"}	\N
3e5d1327818d1152	128	2	{"pay":"High-Rise"}	\N
3e5d1327818d1152	129	1	{"discard":"Convention Center"}	\N
3e5d1327818d1152	130	1	{"discard":"Central Park"}	\N
3e5d1327818d1152	131	0	{"build":"Theater"}	\N
3e5d1327818d1152	132	0	{"pay":"Mall"}	\N
3e5d1327818d1152	133	0	{"pay":"Concert Hall"}	\N
3e5d1327818d1152	134	0	{"pay":"Boutique"}	\N
3e5d1327818d1152	135	0	{"pay":"Warehouse District"}	\N
3e5d1327818d1152	136	1	{"build":"Discount Warehouse"}	\N
3e5d1327818d1152	137	1	{"pay":"Construction Gang"}	\N
3e5d1327818d1152	138	1	{"pay":"Housing Tracts"}	\N
3e5d1327818d1152	139	1	{"pay":"Megamall"}	\N
3e5d1327818d1152	140	1	{"pay":"Bus Depot"}	\N
3e5d1327818d1152	141	1	{"pay":"Warehouse District"}	\N
3e5d1327818d1152	142	1	{"pay":"Theater"}	\N
3e5d1327818d1152	143	2	{"build":"Hospital"}	\N
3e5d1327818d1152	144	2	{"pay":"Museum"}	\N
3e5d1327818d1152	145	2	{"pay":"Boutique"}	\N
3e5d1327818d1152	146	2	{"pay":"Skyscraper"}	\N
3e5d1327818d1152	147	2	{"pay":"Cinema"}	\N
3e5d1327818d1152	148	2	{"pay":"Housing Tracts"}	\N
3e5d1327818d1152	149	2	{"pay":"Bus Depot"}	\N
bc5643bd36b86eb2	0	0	{"discard":"Boutique"}	\N
bc5643bd36b86eb2	1	0	{"discard":"Housing Tracts"}	\N
bc5643bd36b86eb2	2	1	{"discard":"Parking Lot"}	\N
bc5643bd36b86eb2	3	1	{"discard":"Cinema"}	\N
bc5643bd36b86eb2	4	2	{"discard":"Freeway Interchange"}	\N
bc5643bd36b86eb2	5	2	{"discard":"Warehouse District"}	\N
bc5643bd36b86eb2	6	3	{"discard":"Factory"}	\N
bc5643bd36b86eb2	7	3	{"discard":"Townhouse Row"}	\N
bc5643bd36b86eb2	8	4	{"discard":"Construction Gang"}	\N
bc5643bd36b86eb2	9	4	{"discard":"Factory"}	\N
bc5643bd36b86eb2	10	0	{"build":"Bridge"}	\N
bc5643bd36b86eb2	11	0	{"pay":"City Hall Annex"}	\N
bc5643bd36b86eb2	12	0	{"pay":"High-Rise"}	\N
bc5643bd36b86eb2	13	0	{"pay":"Market Hall"}	\N
bc5643bd36b86eb2	14	0	{"pay":"Multiplex"}	\N
bc5643bd36b86eb2	15	1	{"build":"Theater"}	\N
bc5643bd36b86eb2	16	1	{"pay":"Bus Depot"}	\N
bc5643bd36b86eb2	17	1	{"pay":"Art Gallery"}	\N
bc5643bd36b86eb2	18	1	{"pay":"Megamall"}	\N
bc5643bd36b86eb2	19	1	{"pay":"Hospital"}	\N
bc5643bd36b86eb2	20	2	{"build":"Luxury Homes"}	\N
bc5643bd36b86eb2	21	2	{"pay":"Office Park"}	\N
bc5643bd36b86eb2	22	2	{"pay":"Museum"}	\N
bc5643bd36b86eb2	23	2	{"pay":"Stadium"}	\N
bc5643bd36b86eb2	24	2	{"pay":"Convention Center"}	\N
bc5643bd36b86eb2	25	3	{"build":"Bridge"}	\N
bc5643bd36b86eb2	26	3	{"pay":"Office Building"}	\N
bc5643bd36b86eb2	27	3	{"pay":"High-Rise"}	\N
bc5643bd36b86eb2	28	3	{"pay":"Market Hall"}	\N
bc5643bd36b86eb2	29	3	{"pay":"Concert Hall"}	\N
bc5643bd36b86eb2	30	4	{"build":"Art Gallery"}	\N
bc5643bd36b86eb2	31	4	{"pay":"Townhouse Row"}	\N
bc5643bd36b86eb2	32	4	{"pay":"Discount Warehouse"}	\N
bc5643bd36b86eb2	33	4	{"pay":"University"}	\N
bc5643bd36b86eb2	34	4	{"pay":"Opera House"}	\N
bc5643bd36b86eb2	35	0	{"build":"General Contractor"}	\N
bc5643bd36b86eb2	36	1	{"build":"General Contractor"}	\N
bc5643bd36b86eb2	37	2	{"build":"General Contractor"}	\N
bc5643bd36b86eb2	38	3	{"build":"General Contractor"}	\N
bc5643bd36b86eb2	39	4	{"build":"General Contractor"}	\N
bc5643bd36b86eb2	40	0	"survey"	\N
bc5643bd36b86eb2	41	1	{"build":"Diner"}	\N
bc5643bd36b86eb2	42	1	{"pay":"Department Store"}	\N
bc5643bd36b86eb2	43	2	"survey"	\N
bc5643bd36b86eb2	44	3	{"build":"Diner"}	\N
bc5643bd36b86eb2	45	3	{"pay":"Mall"}	\N
bc5643bd36b86eb2	46	4	"survey"	\N
bc5643bd36b86eb2	47	0	{"discard":"Parking Lot"}	\N
bc5643bd36b86eb2	48	0	{"discard":"Construction Gang"}	\N
bc5643bd36b86eb2	49	0	{"discard":"Housing Tracts"}	\N
bc5643bd36b86eb2	50	0	{"discard":"Central Park"}	\N
bc5643bd36b86eb2	51	2	{"discard":"Freeway"}	\N
bc5643bd36b86eb2	52	2	{"discard":"Boutique"}	\N
bc5643bd36b86eb2	53	2	{"discard":"Housing Tracts"}	\N
bc5643bd36b86eb2	54	2	{"discard":"Office Park"}	\N
bc5643bd36b86eb2	55	4	{"discard":"Housing Tracts"}	\N
bc5643bd36b86eb2	56	4	{"discard":"Housing Tracts"}	\N
bc5643bd36b86eb2	57	4	{"discard":"High-Rise"}	\N
bc5643bd36b86eb2	58	4	{"discard":"Multiplex"}	\N
bc5643bd36b86eb2	59	0	{"build":"Theater"}	\N
bc5643bd36b86eb2	60	0	{"pay":"School"}	\N
bc5643bd36b86eb2	61	0	{"pay":"Office Building"}	\N
bc5643bd36b86eb2	62	0	{"pay":"Luxury Homes"}	\N
bc5643bd36b86eb2	63	0	{"pay":"Sports Complex"}	\N
bc5643bd36b86eb2	64	1	{"build":"Diner"}	\N
bc5643bd36b86eb2	65	1	{"pay":"Bus Depot"}	\N
bc5643bd36b86eb2	66	2	"survey"	\N
bc5643bd36b86eb2	67	3	"survey"	\N
bc5643bd36b86eb2	68	4	{"build":"Central Park"}	\N
bc5643bd36b86eb2	69	4	{"pay":"Boutique"}	\N
bc5643bd36b86eb2	70	2	{"discard":"Construction Gang"}	\N
bc5643bd36b86eb2	71	2	{"discard":"Cinema"}	\N
bc5643bd36b86eb2	72	2	{"discard":"Estates"}	\N
bc5643bd36b86eb2	73	2	{"discard":"Estates"}	\N
bc5643bd36b86eb2	74	3	{"discard":"Mall"}	\N
bc5643bd36b86eb2	75	3	{"discard":"Warehouse District"}	\N
bc5643bd36b86eb2	76	3	{"discard":"Freeway Interchange"}	\N
bc5643bd36b86eb2	77	3	{"discard":"Train Station"}	\N
bc5643bd36b86eb2	78	0	{"build":"Bus Depot"}	\N
bc5643bd36b86eb2	79	0	{"pay":"Freeway"}	\N
bc5643bd36b86eb2	80	1	"survey"	\N
507f2c705b52ecde	13	1	{"pay":"Office Building"}	\N
507f2c705b52ecde	14	1	{"pay":"Multiplex"}	\N
507f2c705b52ecde	15	1	{"pay":"Hospital"}	\N
507f2c705b52ecde	16	2	{"build":"Luxury Homes"}	\N
507f2c705b52ecde	17	2	{"pay":"Townhouse Row"}	\N
507f2c705b52ecde	18	2	{"pay":"Bridge"}	\N
507f2c705b52ecde	19	2	{"pay":"Research Lab"}	\N
507f2c705b52ecde	20	2	{"pay":"Concert Hall"}	\N
507f2c705b52ecde	21	0	{"build":"General Contractor"}	\N
507f2c705b52ecde	22	1	{"build":"General Contractor"}	\N
507f2c705b52ecde	23	2	{"build":"General Contractor"}	\N
507f2c705b52ecde	24	0	"survey"	\N
507f2c705b52ecde	25	1	{"build":"Central Park"}	\N
507f2c705b52ecde	26	1	{"pay":"Central Park"}	\N
507f2c705b52ecde	27	2	"survey"	\N
507f2c705b52ecde	28	0	{"discard":"Mall"}	\N
507f2c705b52ecde	29	0	{"discard":"Corner Grocery"}	\N
507f2c705b52ecde	30	0	{"discard":"Boutique"}	\N
507f2c705b52ecde	31	0	{"discard":"Warehouse District"}	\N
507f2c705b52ecde	32	2	{"discard":"Townhouse Row"}	\N
507f2c705b52ecde	33	2	{"discard":"Estates"}	\N
507f2c705b52ecde	34	2	{"discard":"Market Hall"}	\N
507f2c705b52ecde	35	2	{"discard":"Discount Warehouse"}	\N
507f2c705b52ecde	36	0	"survey"	\N
507f2c705b52ecde	37	1	"survey"	\N
507f2c705b52ecde	38	2	"survey"	\N
507f2c705b52ecde	39	0	{"discard":"Mall"}	\N
507f2c705b52ecde	40	0	{"discard":"Freeway"}	\N
507f2c705b52ecde	41	0	{"discard":"Housing Tracts"}	\N
507f2c705b52ecde	42	0	{"discard":"Warehouse District"}	\N
507f2c705b52ecde	43	1	{"discard":"Construction Gang"}	\N
507f2c705b52ecde	44	1	{"discard":"Boutique"}	\N
507f2c705b52ecde	45	1	{"discard":"Subway System"}	\N
507f2c705b52ecde	46	1	{"discard":"Shopping Center"}	\N
507f2c705b52ecde	47	2	{"discard":"Corner Grocery"}	\N
507f2c705b52ecde	48	2	{"discard":"High-Rise"}	\N
507f2c705b52ecde	49	2	{"discard":"Office Park"}	\N
507f2c705b52ecde	50	2	{"discard":"Tech Park"}	\N
507f2c705b52ecde	51	0	{"build":"Diner"}	\N
507f2c705b52ecde	52	0	{"pay":"Museum"}	\N
507f2c705b52ecde	53	1	{"build":"Art Gallery"}	\N
507f2c705b52ecde	54	1	{"pay":"School"}	\N
507f2c705b52ecde	55	1	{"pay":"Stadium"}	\N
507f2c705b52ecde	56	1	{"pay":"Office Park"}	\N
507f2c705b52ecde	57	1	{"pay":"Amusement Park"}	\N
507f2c705b52ecde	58	2	{"build":"Sports Complex"}	\N
507f2c705b52ecde	59	2	{"pay":"Warehouse District"}	\N
507f2c705b52ecde	60	2	{"pay":"University"}	\N
507f2c705b52ecde	61	2	{"pay":"University"}	\N
507f2c705b52ecde	62	2	{"pay":"Convention Center"}	\N
507f2c705b52ecde	63	0	"survey"	\N
507f2c705b52ecde	64	1	"survey"	\N
507f2c705b52ecde	65	2	"survey"	\N
507f2c705b52ecde	66	0	{"discard":"Construction Gang"}	\N
507f2c705b52ecde	67	0	{"discard":"Factory"}	\N
507f2c705b52ecde	68	0	{"discard":"Freeway Interchange"}	\N
507f2c705b52ecde	69	0	{"discard":"School"}	\N
507f2c705b52ecde	70	1	{"discard":"Housing Tracts"}	\N
507f2c705b52ecde	71	1	{"discard":"Housing Tracts"}	\N
507f2c705b52ecde	72	1	{"discard":"Freeway Interchange"}	\N
507f2c705b52ecde	73	1	{"discard":"Office Building"}	\N
507f2c705b52ecde	74	2	{"discard":"Cinema"}	\N
507f2c705b52ecde	75	2	{"discard":"Diner"}	\N
507f2c705b52ecde	76	2	{"discard":"Bus Depot"}	\N
507f2c705b52ecde	77	2	{"discard":"Bus Depot"}	\N
507f2c705b52ecde	78	0	{"build":"Estates"}	\N
507f2c705b52ecde	79	0	{"pay":"Housing Tracts"}	\N
507f2c705b52ecde	80	1	{"build":"Luxury Homes"}	\N
507f2c705b52ecde	81	1	{"pay":"Corner Grocery"}	\N
507f2c705b52ecde	82	1	{"pay":"Bridge"}	\N
507f2c705b52ecde	83	1	{"pay":"High-Rise"}	\N
507f2c705b52ecde	84	1	{"pay":"High-Rise"}	\N
507f2c705b52ecde	85	2	"survey"	\N
507f2c705b52ecde	86	2	{"discard":"Office Park"}	\N
507f2c705b52ecde	87	2	{"discard":"Department Store"}	\N
507f2c705b52ecde	88	2	{"discard":"Train Station"}	\N
507f2c705b52ecde	89	2	{"discard":"Research Lab"}	\N
507f2c705b52ecde	90	0	"survey"	\N
507f2c705b52ecde	91	1	{"build":"City Hall Annex"}	\N
507f2c705b52ecde	92	2	{"build":"Luxury Homes"}	\N
507f2c705b52ecde	93	2	{"pay":"City Hall Annex"}	\N
507f2c705b52ecde	94	2	{"pay":"Theater"}	\N
507f2c705b52ecde	95	2	{"pay":"Hospital"}	\N
507f2c705b52ecde	96	2	{"pay":"Opera House"}	\N
507f2c705b52ecde	97	0	{"discard":"Housing Tracts"}	\N
507f2c705b52ecde	98	0	{"discard":"Parking Lot"}	\N
507f2c705b52ecde	99	0	{"discard":"Parking Lot"}	\N
507f2c705b52ecde	100	0	{"discard":"Park & Ride"}	\N
3b88275666c59ed7	0	0	{"discard":"Boutique"}	\N
3b88275666c59ed7	1	0	{"discard":"Factory"}	\N
3b88275666c59ed7	2	1	{"discard":"Parking Lot"}	\N
3b88275666c59ed7	3	1	{"discard":"Warehouse District"}	\N
3b88275666c59ed7	4	2	{"discard":"Corner Grocery"}	\N
3b88275666c59ed7	5	2	{"discard":"Cinema"}	\N
3b88275666c59ed7	6	3	{"discard":"Cinema"}	\N
3b88275666c59ed7	7	3	{"discard":"Warehouse District"}	\N
3b88275666c59ed7	8	0	{"build":"Train Station"}	\N
3b88275666c59ed7	9	0	{"pay":"Townhouse Row"}	\N
3b88275666c59ed7	10	0	{"pay":"Estates"}	\N
3b88275666c59ed7	11	0	{"pay":"Hospital"}	\N
3b88275666c59ed7	12	0	{"pay":"Opera House"}	\N
3b88275666c59ed7	13	1	{"build":"Market Hall"}	\N
3b88275666c59ed7	14	1	{"pay":"Bus Depot"}	\N
3b88275666c59ed7	15	1	{"pay":"Central Park"}	\N
3b88275666c59ed7	16	1	{"pay":"Discount Warehouse"}	\N
3b88275666c59ed7	17	2	{"build":"Luxury Homes"}	\N
3b88275666c59ed7	18	2	{"pay":"Central Park"}	\N
3b88275666c59ed7	19	2	{"pay":"School"}	\N
3b88275666c59ed7	20	2	{"pay":"Tech Park"}	\N
3b88275666c59ed7	21	2	{"pay":"Town Hall"}	\N
3b88275666c59ed7	22	3	{"build":"Theater"}	\N
3b88275666c59ed7	23	3	{"pay":"High-Rise"}	\N
3b88275666c59ed7	24	3	{"pay":"Office Park"}	\N
3b88275666c59ed7	25	3	{"pay":"City Hall Annex"}	\N
3b88275666c59ed7	26	3	{"pay":"Luxury Homes"}	\N
3b88275666c59ed7	27	0	{"build":"General Contractor"}	\N
3b88275666c59ed7	28	1	{"build":"Diner"}	\N
3b88275666c59ed7	29	1	{"pay":"Convention Center"}	\N
3b88275666c59ed7	30	2	{"build":"General Contractor"}	\N
3b88275666c59ed7	31	3	{"build":"General Contractor"}	\N
3b88275666c59ed7	32	0	{"build":"Housing Tracts"}	\N
3b88275666c59ed7	33	0	{"pay":"Boutique"}	\N
3b88275666c59ed7	34	1	{"build":"General Contractor"}	\N
3b88275666c59ed7	35	2	"survey"	\N
3b88275666c59ed7	36	3	"survey"	\N
3b88275666c59ed7	37	2	{"discard":"Mall"}	\N
3b88275666c59ed7	38	2	{"discard":"Diner"}	\N
3b88275666c59ed7	39	2	{"discard":"Office Park"}	\N
3b88275666c59ed7	40	2	{"discard":"Luxury Homes"}	\N
3b88275666c59ed7	41	3	{"discard":"Construction Gang"}	\N
3b88275666c59ed7	42	3	{"discard":"Housing Tracts"}	\N
3b88275666c59ed7	43	3	{"discard":"Bus Depot"}	\N
3b88275666c59ed7	44	3	{"discard":"School"}	\N
3b88275666c59ed7	45	0	{"build":"Office Building"}	\N
3b88275666c59ed7	46	0	{"pay":"High-Rise"}	\N
3b88275666c59ed7	47	0	{"pay":"Research Lab"}	\N
3b88275666c59ed7	48	1	"survey"	\N
3b88275666c59ed7	49	2	"survey"	\N
3b88275666c59ed7	50	3	{"build":"Sports Complex"}	\N
3b88275666c59ed7	51	3	{"pay":"Boutique"}	\N
3b88275666c59ed7	52	3	{"pay":"Office Building"}	\N
3b88275666c59ed7	53	3	{"pay":"Bridge"}	\N
3b88275666c59ed7	54	3	{"pay":"Hospital"}	\N
3b88275666c59ed7	55	1	{"discard":"Diner"}	\N
3b88275666c59ed7	56	1	{"discard":"Multiplex"}	\N
3b88275666c59ed7	57	1	{"discard":"Office Park"}	\N
3b88275666c59ed7	58	1	{"discard":"Bridge"}	\N
3b88275666c59ed7	59	2	{"discard":"Construction Gang"}	\N
3b88275666c59ed7	60	2	{"discard":"Department Store"}	\N
3b88275666c59ed7	61	2	{"discard":"Department Store"}	\N
3b88275666c59ed7	62	2	{"discard":"Office Building"}	\N
3b88275666c59ed7	63	0	{"build":"Train Station"}	\N
3b88275666c59ed7	64	0	{"pay":"Freeway"}	\N
3b88275666c59ed7	65	0	{"pay":"Estates"}	\N
3b88275666c59ed7	66	0	{"pay":"City Hall Annex"}	\N
3b88275666c59ed7	67	0	{"pay":"Skyscraper"}	\N
3b88275666c59ed7	68	1	{"build":"Multiplex"}	\N
3b88275666c59ed7	69	1	{"pay":"Casino"}	\N
3b88275666c59ed7	70	1	{"pay":"Stadium"}	\N
3b88275666c59ed7	71	1	{"pay":"Shopping Center"}	\N
3b88275666c59ed7	72	1	{"pay":"Concert Hall"}	\N
3b88275666c59ed7	73	2	{"build":"Luxury Homes"}	\N
3b88275666c59ed7	74	2	{"pay":"Freeway Interchange"}	\N
3b88275666c59ed7	75	2	{"pay":"Research Lab"}	\N
3b88275666c59ed7	76	2	{"pay":"Art Gallery"}	\N
3b88275666c59ed7	77	2	{"pay":"Airport"}	\N
3b88275666c59ed7	78	3	{"build":"Freeway Interchange"}	\N
3b88275666c59ed7	79	3	{"pay":"Construction Gang"}	\N
3b88275666c59ed7	80	3	{"pay":"Amusement Park"}	\N
3b88275666c59ed7	81	0	{"build":"Market Hall"}	\N
3b88275666c59ed7	82	0	{"pay":"Housing Tracts"}	\N
3b88275666c59ed7	83	0	{"pay":"Housing Tracts"}	\N
3b88275666c59ed7	84	0	{"pay":"University"}	\N
3b88275666c59ed7	85	1	{"build":"Theater"}	\N
3b88275666c59ed7	86	1	{"pay":"Department Store"}	\N
3b88275666c59ed7	87	1	{"pay":"Bus Depot"}	\N
3b88275666c59ed7	88	1	{"pay":"Mall"}	\N
3b88275666c59ed7	89	1	{"pay":"Monument"}	\N
3b88275666c59ed7	90	2	"survey"	\N
3b88275666c59ed7	91	3	{"build":"Corner Grocery"}	\N
3b88275666c59ed7	92	3	{"pay":"Subway System"}	\N
3b88275666c59ed7	93	2	{"discard":"Factory"}	\N
3b88275666c59ed7	94	2	{"discard":"Townhouse Row"}	\N
3b88275666c59ed7	95	2	{"discard":"Megamall"}	\N
3b88275666c59ed7	96	2	{"discard":"School"}	\N
3b88275666c59ed7	97	0	{"build":"University"}	\N
3b88275666c59ed7	98	0	{"pay":"Housing Tracts"}	\N
3b88275666c59ed7	99	0	{"pay":"Corner Grocery"}	\N
3b88275666c59ed7	100	0	{"pay":"High-Rise"}	\N
3b88275666c59ed7	101	0	{"pay":"Townhouse Row"}	\N
3b88275666c59ed7	102	0	{"pay":"Townhouse Row"}	\N
3b88275666c59ed7	103	1	{"build":"Diner"}	\N
3b88275666c59ed7	104	1	{"pay":"Department Store"}	\N
3b88275666c59ed7	105	2	"survey"	\N
3b88275666c59ed7	106	3	{"build":"Tech Park"}	\N
3b88275666c59ed7	107	3	{"pay":"Housing Tracts"}	\N
3b88275666c59ed7	108	3	{"pay":"Warehouse District"}	\N
3b88275666c59ed7	109	3	{"pay":"Parking Lot"}	\N
3b88275666c59ed7	110	3	{"pay":"Parking Lot"}	\N
3b88275666c59ed7	111	3	{"pay":"Estates"}	\N
3b88275666c59ed7	112	2	{"discard":"Parking Lot"}	\N
3b88275666c59ed7	113	2	{"discard":"Mall"}	\N
3b88275666c59ed7	114	2	{"discard":"Boutique"}	\N
3b88275666c59ed7	115	2	{"discard":"Boutique"}	\N
3b88275666c59ed7	116	0	{"build":"Research Lab"}	\N
3b88275666c59ed7	117	0	{"pay":"Housing Tracts"}	\N
3b88275666c59ed7	118	0	{"pay":"Cinema"}	\N
3b88275666c59ed7	119	0	{"pay":"Department Store"}	\N
3b88275666c59ed7	120	0	{"pay":"Megamall"}	\N
3b88275666c59ed7	121	1	{"build":"Shopping Center"}	\N
3b88275666c59ed7	122	1	{"pay":"Mall"}	\N
3b88275666c59ed7	123	1	{"pay":"Subway System"}	\N
3b88275666c59ed7	124	1	{"pay":"School"}	\N
3b88275666c59ed7	125	1	{"pay":"School"}	\N
3b88275666c59ed7	126	1	{"pay":"Bus Depot"}	\N
3b88275666c59ed7	127	1	{"pay":"Bus Depot"}	\N
3b88275666c59ed7	128	1	{"pay":"City Hall Annex"}	\N
3b88275666c59ed7	129	2	{"build":"Art Gallery"}	\N
3b88275666c59ed7	130	2	{"pay":"Office Park"}	\N
3b88275666c59ed7	131	2	{"pay":"Sports Complex"}	\N
3b88275666c59ed7	132	2	{"pay":"Museum"}	\N
3b88275666c59ed7	133	2	{"pay":"Skyscraper"}	\N
3b88275666c59ed7	134	3	{"build":"Research Lab"}	\N
3b88275666c59ed7	135	3	{"pay":"Townhouse Row"}	\N
3b88275666c59ed7	136	3	{"pay":"Office Building"}	\N
3b88275666c59ed7	137	3	{"pay":"School"}	\N
3b88275666c59ed7	138	3	{"pay":"Luxury Homes"}	\N
ff73869d1ddcb2de	0	0	{"discard":"Warehouse District"}	\N
ff73869d1ddcb2de	1	0	{"discard":"Shopping Center"}	\N
ff73869d1ddcb2de	2	1	{"discard":"Convention Center"}	\N
ff73869d1ddcb2de	3	1	{"discard":"Luxury Homes"}	\N
ff73869d1ddcb2de	4	2	{"discard":"Luxury Homes"}	\N
ff73869d1ddcb2de	5	2	{"discard":"School"}	\N
ff73869d1ddcb2de	6	3	{"discard":"Parking Lot"}	\N
ff73869d1ddcb2de	7	3	{"discard":"Housing Tracts"}	\N
ff73869d1ddcb2de	8	0	{"build":"Office Park"}	\N
ff73869d1ddcb2de	9	0	{"pay":"Museum"}	\N
ff73869d1ddcb2de	10	0	{"pay":"Department Store"}	\N
ff73869d1ddcb2de	11	0	{"pay":"Mall"}	\N
ff73869d1ddcb2de	12	1	{"build":"Multiplex"}	\N
ff73869d1ddcb2de	13	1	{"pay":"Corner Grocery"}	\N
ff73869d1ddcb2de	14	1	{"pay":"City Hall Annex"}	\N
ff73869d1ddcb2de	15	1	{"pay":"Bus Depot"}	\N
ff73869d1ddcb2de	16	1	{"pay":"Luxury Homes"}	\N
ff73869d1ddcb2de	17	2	{"build":"Parking Lot"}	\N
ff73869d1ddcb2de	18	3	{"build":"High-Rise"}	\N
ff73869d1ddcb2de	19	3	{"pay":"Discount Warehouse"}	\N
ff73869d1ddcb2de	20	3	{"pay":"Tech Park"}	\N
ff73869d1ddcb2de	21	3	{"pay":"Housing Tracts"}	\N
ff73869d1ddcb2de	22	0	"survey"	\N
ff73869d1ddcb2de	23	1	"survey"	\N
ff73869d1ddcb2de	24	2	"survey"	\N
ff73869d1ddcb2de	25	3	"survey"	\N
ff73869d1ddcb2de	26	0	{"discard":"Luxury Homes"}	\N
ff73869d1ddcb2de	27	0	{"discard":"Cinema"}	\N
ff73869d1ddcb2de	28	0	{"discard":"Factory"}	\N
ff73869d1ddcb2de	29	0	{"discard":"Department Store"}	\N
ff73869d1ddcb2de	30	1	{"discard":"Museum"}	\N
ff73869d1ddcb2de	31	1	{"discard":"Art Gallery"}	\N
ff73869d1ddcb2de	32	1	{"discard":"Corner Grocery"}	\N
ff73869d1ddcb2de	33	1	{"discard":"Megamall"}	\N
ff73869d1ddcb2de	34	2	{"discard":"Warehouse District"}	\N
ff73869d1ddcb2de	35	2	{"discard":"Factory"}	\N
ff73869d1ddcb2de	36	2	{"discard":"Hospital"}	\N
ff73869d1ddcb2de	37	2	{"discard":"City Hall Annex"}	\N
ff73869d1ddcb2de	38	3	{"discard":"Boutique"}	\N
ff73869d1ddcb2de	39	3	{"discard":"Subway System"}	\N
ff73869d1ddcb2de	40	3	{"discard":"Freeway"}	\N
ff73869d1ddcb2de	41	3	{"discard":"Skyscraper"}	\N
ff73869d1ddcb2de	42	0	"survey"	\N
ff73869d1ddcb2de	43	1	"survey"	\N
ff73869d1ddcb2de	44	2	{"build":"Sports Complex"}	\N
ff73869d1ddcb2de	45	2	{"pay":"Park & Ride"}	\N
ff73869d1ddcb2de	46	2	{"pay":"Town Hall"}	\N
ff73869d1ddcb2de	47	2	{"pay":"Office Building"}	\N
ff73869d1ddcb2de	48	2	{"pay":"School"}	\N
ff73869d1ddcb2de	49	3	{"build":"General Contractor"}	\N
ff73869d1ddcb2de	50	0	{"discard":"Research Lab"}	\N
ff73869d1ddcb2de	51	0	{"discard":"Corner Grocery"}	\N
ff73869d1ddcb2de	52	0	{"discard":"Diner"}	\N
ff73869d1ddcb2de	53	0	{"discard":"Office Park"}	\N
ff73869d1ddcb2de	54	1	{"discard":"Diner"}	\N
ff73869d1ddcb2de	55	1	{"discard":"Department Store"}	\N
ff73869d1ddcb2de	56	1	{"discard":"Construction Gang"}	\N
ff73869d1ddcb2de	57	1	{"discard":"Theater"}	\N
ff73869d1ddcb2de	58	0	{"build":"Housing Tracts"}	\N
ff73869d1ddcb2de	59	0	{"pay":"High-Rise"}	\N
ff73869d1ddcb2de	60	1	{"build":"Hospital"}	\N
ff73869d1ddcb2de	61	1	{"pay":"Townhouse Row"}	\N
ff73869d1ddcb2de	62	1	{"pay":"Bus Depot"}	\N
ff73869d1ddcb2de	63	1	{"pay":"Estates"}	\N
ff73869d1ddcb2de	64	1	{"pay":"Market Hall"}	\N
ff73869d1ddcb2de	65	1	{"pay":"Estates"}	\N
ff73869d1ddcb2de	66	1	{"pay":"Central Park"}	\N
ff73869d1ddcb2de	67	2	"survey"	\N
ff73869d1ddcb2de	68	3	{"build":"Central Park"}	\N
ff73869d1ddcb2de	69	3	{"pay":"University"}	\N
ff73869d1ddcb2de	70	2	{"discard":"Bridge"}	\N
ff73869d1ddcb2de	71	2	{"discard":"Boutique"}	\N
ff73869d1ddcb2de	72	2	{"discard":"Office Building"}	\N
ff73869d1ddcb2de	73	2	{"discard":"Tech Park"}	\N
ff73869d1ddcb2de	74	0	"survey"	\N
ff73869d1ddcb2de	75	1	{"build":"General Contractor"}	\N
ff73869d1ddcb2de	76	2	{"build":"General Contractor"}	\N
ff73869d1ddcb2de	77	3	{"build":"University"}	\N
ff73869d1ddcb2de	78	3	{"pay":"Research Lab"}	\N
ff73869d1ddcb2de	79	3	{"pay":"Bridge"}	\N
ff73869d1ddcb2de	80	3	{"pay":"Concert Hall"}	\N
ff73869d1ddcb2de	81	3	{"pay":"Market Hall"}	\N
ff73869d1ddcb2de	82	3	{"pay":"Train Station"}	\N
ff73869d1ddcb2de	83	0	{"discard":"Office Park"}	\N
ff73869d1ddcb2de	84	0	{"discard":"Art Gallery"}	\N
ff73869d1ddcb2de	85	0	{"discard":"Parking Lot"}	\N
ff73869d1ddcb2de	86	0	{"discard":"Diner"}	\N
ff73869d1ddcb2de	87	0	"survey"	\N
ff73869d1ddcb2de	88	1	{"build":"Sports Complex"}	\N
ff73869d1ddcb2de	89	1	{"pay":"Airport"}	\N
ff73869d1ddcb2de	90	1	{"pay":"Housing Tracts"}	\N
ff73869d1ddcb2de	91	1	{"pay":"Office Building"}	\N
ff73869d1ddcb2de	92	1	{"pay":"Train Station"}	\N
ff73869d1ddcb2de	93	2	"survey"	\N
ff73869d1ddcb2de	94	3	{"build":"Housing Tracts"}	\N
ff73869d1ddcb2de	95	3	{"pay":"Bus Depot"}	\N
ff73869d1ddcb2de	96	0	{"discard":"Stadium"}	\N
ff73869d1ddcb2de	97	0	{"discard":"Casino"}	\N
ff73869d1ddcb2de	98	0	{"discard":"Amusement Park"}	\N
ff73869d1ddcb2de	99	0	{"discard":"High-Rise"}	\N
ff73869d1ddcb2de	100	2	{"discard":"Opera House"}	\N
ff73869d1ddcb2de	101	2	{"discard":"Market Hall"}	\N
ff73869d1ddcb2de	102	2	{"discard":"Theater"}	\N
ff73869d1ddcb2de	103	2	{"discard":"Boutique"}	\N
ff73869d1ddcb2de	104	0	{"build":"Cinema"}	\N
ff73869d1ddcb2de	105	0	{"pay":"Townhouse Row"}	\N
ff73869d1ddcb2de	106	0	{"pay":"Freeway"}	\N
ff73869d1ddcb2de	107	1	{"build":"Boutique"}	\N
ff73869d1ddcb2de	108	1	{"pay":"Mall"}	\N
ff73869d1ddcb2de	109	1	{"pay":"Construction Gang"}	\N
ff73869d1ddcb2de	110	2	{"build":"Diner"}	\N
ff73869d1ddcb2de	111	2	{"pay":"Cinema"}	\N
ff73869d1ddcb2de	112	3	{"build":"Housing Tracts"}	\N
ff73869d1ddcb2de	113	3	{"pay":"Mall"}	\N
ff73869d1ddcb2de	114	0	{"build":"General Contractor"}	\N
ff73869d1ddcb2de	115	1	{"build":"Bridge"}	\N
ff73869d1ddcb2de	116	1	{"pay":"Parking Lot"}	\N
ff73869d1ddcb2de	117	1	{"pay":"University"}	\N
ff73869d1ddcb2de	118	1	{"pay":"Market Hall"}	\N
ff73869d1ddcb2de	119	1	{"pay":"Luxury Homes"}	\N
ff73869d1ddcb2de	120	2	{"build":"Housing Tracts"}	\N
ff73869d1ddcb2de	121	2	{"pay":"Megamall"}	\N
ff73869d1ddcb2de	122	3	{"build":"Bus Depot"}	\N
ff73869d1ddcb2de	123	3	{"pay":"Airport"}	\N
ff73869d1ddcb2de	124	0	{"discard":"Warehouse District"}	\N
ff73869d1ddcb2de	125	0	{"discard":"Estates"}	\N
ff73869d1ddcb2de	126	0	{"discard":"Park & Ride"}	\N
ff73869d1ddcb2de	127	0	{"discard":"Department Store"}	\N
ff73869d1ddcb2de	128	0	{"build":"Townhouse Row"}	\N
ff73869d1ddcb2de	129	0	{"pay":"Freeway Interchange"}	\N
ff73869d1ddcb2de	130	1	{"build":"Art Gallery"}	\N
ff73869d1ddcb2de	131	1	{"pay":"Theater"}	\N
ff73869d1ddcb2de	132	1	{"pay":"Hospital"}	\N
ff73869d1ddcb2de	133	1	{"pay":"Freeway"}	\N
ff73869d1ddcb2de	134	1	{"pay":"Corner Grocery"}	\N
ff73869d1ddcb2de	135	2	{"build":"Construction Gang"}	\N
ff73869d1ddcb2de	136	2	{"pay":"Town Hall"}	\N
ff73869d1ddcb2de	137	2	{"build":"City Hall Annex"}	\N
ff73869d1ddcb2de	138	3	{"build":"Tech Park"}	\N
ff73869d1ddcb2de	139	3	{"pay":"Office Building"}	\N
ff73869d1ddcb2de	140	3	{"pay":"Subway System"}	\N
ff73869d1ddcb2de	141	3	{"pay":"Convention Center"}	\N
ff73869d1ddcb2de	142	3	{"pay":"Office Park"}	\N
ff73869d1ddcb2de	143	3	{"pay":"School"}	\N
bce214bd28ef3e9e	0	0	{"discard":"Mall"}	\N
bce214bd28ef3e9e	1	0	{"discard":"Corner Grocery"}	\N
bce214bd28ef3e9e	2	1	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	3	1	{"discard":"School"}	\N
bce214bd28ef3e9e	4	2	{"discard":"Cinema"}	\N
bce214bd28ef3e9e	5	2	{"discard":"Department Store"}	\N
bce214bd28ef3e9e	6	3	{"discard":"Freeway Interchange"}	\N
bce214bd28ef3e9e	7	3	{"discard":"City Hall Annex"}	\N
bce214bd28ef3e9e	8	0	{"build":"Luxury Homes"}	\N
bce214bd28ef3e9e	9	0	{"pay":"Housing Tracts"}	\N
bce214bd28ef3e9e	10	0	{"pay":"Townhouse Row"}	\N
bce214bd28ef3e9e	11	0	{"pay":"Multiplex"}	\N
bce214bd28ef3e9e	12	0	{"pay":"Research Lab"}	\N
bce214bd28ef3e9e	13	1	{"build":"Art Gallery"}	\N
bce214bd28ef3e9e	14	1	{"pay":"Estates"}	\N
bce214bd28ef3e9e	15	1	{"pay":"Park & Ride"}	\N
bce214bd28ef3e9e	16	1	{"pay":"Office Park"}	\N
bce214bd28ef3e9e	17	1	{"pay":"Amusement Park"}	\N
bce214bd28ef3e9e	18	2	{"build":"Sports Complex"}	\N
bce214bd28ef3e9e	19	2	{"pay":"Department Store"}	\N
bce214bd28ef3e9e	20	2	{"pay":"Estates"}	\N
bce214bd28ef3e9e	21	2	{"pay":"High-Rise"}	\N
bce214bd28ef3e9e	22	2	{"pay":"Hospital"}	\N
bce214bd28ef3e9e	23	3	{"build":"Theater"}	\N
bce214bd28ef3e9e	24	3	{"pay":"School"}	\N
bce214bd28ef3e9e	25	3	{"pay":"Central Park"}	\N
bce214bd28ef3e9e	26	3	{"pay":"Central Park"}	\N
bce214bd28ef3e9e	27	3	{"pay":"Concert Hall"}	\N
bce214bd28ef3e9e	28	0	{"build":"General Contractor"}	\N
bce214bd28ef3e9e	29	1	{"build":"General Contractor"}	\N
bce214bd28ef3e9e	30	2	{"build":"General Contractor"}	\N
bce214bd28ef3e9e	31	3	{"build":"General Contractor"}	\N
bce214bd28ef3e9e	32	0	"survey"	\N
bce214bd28ef3e9e	33	1	"survey"	\N
bce214bd28ef3e9e	34	2	"survey"	\N
bce214bd28ef3e9e	35	3	"survey"	\N
bce214bd28ef3e9e	36	0	{"discard":"Diner"}	\N
bce214bd28ef3e9e	37	0	{"discard":"Subway System"}	\N
bce214bd28ef3e9e	38	0	{"discard":"Market Hall"}	\N
bce214bd28ef3e9e	39	0	{"discard":"Bridge"}	\N
bce214bd28ef3e9e	40	1	{"discard":"Factory"}	\N
bce214bd28ef3e9e	41	1	{"discard":"Estates"}	\N
bce214bd28ef3e9e	42	1	{"discard":"Research Lab"}	\N
bce214bd28ef3e9e	43	1	{"discard":"Luxury Homes"}	\N
bce214bd28ef3e9e	44	2	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	45	2	{"discard":"Diner"}	\N
bce214bd28ef3e9e	46	2	{"discard":"Townhouse Row"}	\N
bce214bd28ef3e9e	47	2	{"discard":"Train Station"}	\N
bce214bd28ef3e9e	48	3	{"discard":"Parking Lot"}	\N
bce214bd28ef3e9e	49	3	{"discard":"Parking Lot"}	\N
bce214bd28ef3e9e	50	3	{"discard":"Cinema"}	\N
bce214bd28ef3e9e	51	3	{"discard":"Bus Depot"}	\N
bce214bd28ef3e9e	52	0	{"build":"Boutique"}	\N
bce214bd28ef3e9e	53	0	{"pay":"Train Station"}	\N
bce214bd28ef3e9e	54	0	{"pay":"Luxury Homes"}	\N
bce214bd28ef3e9e	55	1	"survey"	\N
bce214bd28ef3e9e	56	2	"survey"	\N
bce214bd28ef3e9e	57	3	{"build":"Bridge"}	\N
bce214bd28ef3e9e	58	3	{"pay":"Diner"}	\N
bce214bd28ef3e9e	59	3	{"pay":"Bus Depot"}	\N
bce214bd28ef3e9e	60	3	{"pay":"Office Building"}	\N
bce214bd28ef3e9e	61	3	{"pay":"Office Park"}	\N
bce214bd28ef3e9e	62	1	{"discard":"Corner Grocery"}	\N
bce214bd28ef3e9e	63	1	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	64	1	{"discard":"High-Rise"}	\N
bce214bd28ef3e9e	65	1	{"discard":"Megamall"}	\N
bce214bd28ef3e9e	66	2	{"discard":"Mall"}	\N
bce214bd28ef3e9e	67	2	{"discard":"Construction Gang"}	\N
bce214bd28ef3e9e	68	2	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	69	2	{"discard":"Warehouse District"}	\N
bce214bd28ef3e9e	70	0	{"build":"Warehouse District"}	\N
bce214bd28ef3e9e	71	0	{"pay":"University"}	\N
bce214bd28ef3e9e	72	1	"survey"	\N
bce214bd28ef3e9e	73	2	{"build":"Luxury Homes"}	\N
bce214bd28ef3e9e	74	2	{"pay":"High-Rise"}	\N
bce214bd28ef3e9e	75	2	{"pay":"Office Park"}	\N
bce214bd28ef3e9e	76	2	{"pay":"School"}	\N
bce214bd28ef3e9e	77	2	{"pay":"Museum"}	\N
bce214bd28ef3e9e	78	3	{"build":"City Hall Annex"}	\N
bce214bd28ef3e9e	79	3	{"pay":"Construction Gang"}	\N
bce214bd28ef3e9e	80	1	{"discard":"Parking Lot"}	\N
bce214bd28ef3e9e	81	1	{"discard":"Freeway"}	\N
bce214bd28ef3e9e	82	1	{"discard":"Corner Grocery"}	\N
bce214bd28ef3e9e	83	1	{"discard":"Warehouse District"}	\N
bce214bd28ef3e9e	84	0	"survey"	\N
bce214bd28ef3e9e	85	1	{"build":"Hospital"}	\N
bce214bd28ef3e9e	86	1	{"pay":"Housing Tracts"}	\N
bce214bd28ef3e9e	87	1	{"pay":"Tech Park"}	\N
bce214bd28ef3e9e	88	1	{"pay":"Sports Complex"}	\N
bce214bd28ef3e9e	89	1	{"pay":"Museum"}	\N
bce214bd28ef3e9e	90	1	{"pay":"Convention Center"}	\N
bce214bd28ef3e9e	91	1	{"pay":"Skyscraper"}	\N
bce214bd28ef3e9e	92	2	"survey"	\N
bce214bd28ef3e9e	93	3	{"build":"University"}	\N
bce214bd28ef3e9e	94	3	{"pay":"Department Store"}	\N
bce214bd28ef3e9e	95	3	{"pay":"Freeway Interchange"}	\N
bce214bd28ef3e9e	96	3	{"pay":"Bus Depot"}	\N
bce214bd28ef3e9e	97	3	{"pay":"Stadium"}	\N
bce214bd28ef3e9e	98	3	{"pay":"Opera House"}	\N
bce214bd28ef3e9e	99	0	{"discard":"Construction Gang"}	\N
bce214bd28ef3e9e	100	0	{"discard":"Factory"}	\N
bce214bd28ef3e9e	101	0	{"discard":"Freeway"}	\N
bce214bd28ef3e9e	102	0	{"discard":"Discount Warehouse"}	\N
bce214bd28ef3e9e	103	2	{"discard":"Market Hall"}	\N
bce214bd28ef3e9e	104	2	{"discard":"Office Building"}	\N
bce214bd28ef3e9e	105	2	{"discard":"Office Building"}	\N
bce214bd28ef3e9e	106	2	{"discard":"Tech Park"}	\N
bce214bd28ef3e9e	107	0	{"build":"Theater"}	\N
bce214bd28ef3e9e	108	0	{"pay":"Discount Warehouse"}	\N
bce214bd28ef3e9e	109	0	{"pay":"Multiplex"}	\N
bce214bd28ef3e9e	110	0	{"pay":"Casino"}	\N
bce214bd28ef3e9e	111	0	{"pay":"Townhouse Row"}	\N
bce214bd28ef3e9e	112	1	"survey"	\N
bce214bd28ef3e9e	113	2	"survey"	\N
bce214bd28ef3e9e	114	3	{"build":"Art Gallery"}	\N
bce214bd28ef3e9e	115	3	{"pay":"Boutique"}	\N
bce214bd28ef3e9e	116	3	{"pay":"Boutique"}	\N
bce214bd28ef3e9e	117	3	{"pay":"Townhouse Row"}	\N
bce214bd28ef3e9e	118	3	{"pay":"Airport"}	\N
bce214bd28ef3e9e	119	1	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	120	1	{"discard":"Freeway Interchange"}	\N
bce214bd28ef3e9e	121	1	{"discard":"Department Store"}	\N
bce214bd28ef3e9e	122	1	{"discard":"Bus Depot"}	\N
bce214bd28ef3e9e	123	2	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	124	2	{"discard":"Cinema"}	\N
bce214bd28ef3e9e	125	2	{"discard":"Freeway"}	\N
bce214bd28ef3e9e	126	2	{"discard":"Office Park"}	\N
bce214bd28ef3e9e	127	0	{"build":"Museum"}	\N
bce214bd28ef3e9e	128	0	{"pay":"Factory"}	\N
bce214bd28ef3e9e	129	0	{"pay":"Train Station"}	\N
bce214bd28ef3e9e	130	0	{"pay":"Tech Park"}	\N
bce214bd28ef3e9e	131	0	{"pay":"Office Building"}	\N
bce214bd28ef3e9e	132	0	{"pay":"Shopping Center"}	\N
bce214bd28ef3e9e	133	1	"survey"	\N
bce214bd28ef3e9e	134	2	"survey"	\N
bce214bd28ef3e9e	135	3	"survey"	\N
bce214bd28ef3e9e	136	1	{"discard":"Department Store"}	\N
bce214bd28ef3e9e	137	1	{"discard":"Market Hall"}	\N
bce214bd28ef3e9e	138	1	{"discard":"Bridge"}	\N
bce214bd28ef3e9e	139	1	{"discard":"Tech Park"}	\N
bce214bd28ef3e9e	140	2	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	141	2	{"discard":"Construction Gang"}	\N
bce214bd28ef3e9e	142	2	{"discard":"Diner"}	\N
bce214bd28ef3e9e	143	2	{"discard":"Diner"}	\N
bce214bd28ef3e9e	144	3	{"discard":"Housing Tracts"}	\N
bce214bd28ef3e9e	145	3	{"discard":"Parking Lot"}	\N
bce214bd28ef3e9e	146	3	{"discard":"Corner Grocery"}	\N
bce214bd28ef3e9e	147	3	{"discard":"Corner Grocery"}	\N
413e3ce6e4d1261d	0	1	{"bid":1}	\N
413e3ce6e4d1261d	1	2	{"bid":2}	\N
413e3ce6e4d1261d	2	0	{"bid":3}	\N
413e3ce6e4d1261d	3	1	{"bid":4}	\N
413e3ce6e4d1261d	4	2	"pass"	\N
413e3ce6e4d1261d	5	0	"pass"	\N
413e3ce6e4d1261d	6	1	{"bid":1}	\N
413e3ce6e4d1261d	7	2	{"bid":2}	\N
413e3ce6e4d1261d	8	0	{"bid":3}	\N
413e3ce6e4d1261d	9	1	{"bid":4}	\N
413e3ce6e4d1261d	10	2	"pass"	\N
413e3ce6e4d1261d	11	0	"pass"	\N
413e3ce6e4d1261d	12	1	{"bid":1}	\N
413e3ce6e4d1261d	13	2	{"bid":2}	\N
413e3ce6e4d1261d	14	0	{"bid":3}	\N
413e3ce6e4d1261d	15	1	"pass"	\N
413e3ce6e4d1261d	16	2	{"bid":4}	\N
413e3ce6e4d1261d	17	0	{"bid":5}	\N
413e3ce6e4d1261d	18	2	{"bid":6}	\N
413e3ce6e4d1261d	19	0	"pass"	\N
413e3ce6e4d1261d	20	2	{"bid":1}	\N
413e3ce6e4d1261d	21	0	{"bid":2}	\N
413e3ce6e4d1261d	22	1	{"bid":3}	\N
413e3ce6e4d1261d	23	2	{"bid":4}	\N
413e3ce6e4d1261d	24	0	{"bid":5}	\N
413e3ce6e4d1261d	25	1	"pass"	\N
413e3ce6e4d1261d	26	2	"pass"	\N
413e3ce6e4d1261d	27	0	{"bid":1}	\N
413e3ce6e4d1261d	28	1	{"bid":2}	\N
413e3ce6e4d1261d	29	2	{"bid":3}	\N
413e3ce6e4d1261d	30	0	{"bid":4}	\N
413e3ce6e4d1261d	31	1	{"bid":5}	\N
413e3ce6e4d1261d	32	2	"pass"	\N
413e3ce6e4d1261d	33	0	"pass"	\N
413e3ce6e4d1261d	34	1	{"bid":1}	\N
413e3ce6e4d1261d	35	2	{"bid":2}	\N
413e3ce6e4d1261d	36	0	"pass"	\N
413e3ce6e4d1261d	37	1	"pass"	\N
413e3ce6e4d1261d	38	0	{"sell":13}	\N
413e3ce6e4d1261d	39	1	{"sell":12}	\N
413e3ce6e4d1261d	40	2	{"sell":9}	\N
413e3ce6e4d1261d	41	0	{"sell":5}	\N
413e3ce6e4d1261d	42	1	{"sell":2}	\N
413e3ce6e4d1261d	43	2	{"sell":6}	\N
413e3ce6e4d1261d	44	0	{"sell":10}	\N
413e3ce6e4d1261d	45	1	{"sell":11}	\N
413e3ce6e4d1261d	46	2	{"sell":7}	\N
413e3ce6e4d1261d	47	0	{"sell":14}	\N
413e3ce6e4d1261d	48	1	{"sell":17}	\N
413e3ce6e4d1261d	49	2	{"sell":15}	\N
413e3ce6e4d1261d	50	0	{"sell":4}	\N
413e3ce6e4d1261d	51	1	{"sell":1}	\N
413e3ce6e4d1261d	52	2	{"sell":3}	\N
413e3ce6e4d1261d	53	0	{"sell":16}	\N
413e3ce6e4d1261d	54	1	{"sell":18}	\N
413e3ce6e4d1261d	55	2	{"sell":19}	\N
0feaa8af49215f95	0	1	{"buy":{"pay":[6,3],"slot":1}}	\N
0feaa8af49215f95	1	0	{"buy":{"pay":[5],"slot":1}}	\N
0feaa8af49215f95	2	0	{"take":[{"currency":"yellow","value":8}]}	\N
0feaa8af49215f95	3	1	{"take":[{"currency":"blue","value":8}]}	\N
0feaa8af49215f95	4	0	{"buy":{"pay":[8,4],"slot":4}}	\N
0feaa8af49215f95	5	1	{"take":[{"currency":"yellow","value":6}]}	\N
0feaa8af49215f95	6	0	{"take":[{"currency":"blue","value":4},{"currency":"orange","value":1}]}	\N
0feaa8af49215f95	7	1	{"buy":{"pay":[6],"slot":4}}	\N
0feaa8af49215f95	8	1	{"take":[{"currency":"blue","value":9}]}	\N
0feaa8af49215f95	9	0	{"take":[{"currency":"blue","value":1},{"currency":"yellow","value":4}]}	\N
0feaa8af49215f95	10	1	{"buy":{"pay":[9,8],"slot":1}}	\N
0feaa8af49215f95	11	0	{"buy":{"pay":[8,4],"slot":1}}	\N
0feaa8af49215f95	12	1	{"take":[{"currency":"green","value":7}]}	\N
0feaa8af49215f95	13	0	{"take":[{"currency":"orange","value":7}]}	\N
0feaa8af49215f95	14	1	{"buy":{"pay":[7],"slot":2}}	\N
0feaa8af49215f95	15	1	{"take":[{"currency":"blue","value":7}]}	\N
0feaa8af49215f95	16	0	{"buy":{"pay":[7,5],"slot":3}}	\N
0feaa8af49215f95	17	1	{"take":[{"currency":"blue","value":9}]}	\N
0feaa8af49215f95	18	0	{"take":[{"currency":"yellow","value":7}]}	\N
0feaa8af49215f95	19	1	{"buy":{"pay":[7],"slot":1}}	\N
0feaa8af49215f95	20	0	{"buy":{"pay":[7,4],"slot":4}}	\N
0feaa8af49215f95	21	1	{"take":[{"currency":"blue","value":5}]}	\N
0feaa8af49215f95	22	0	{"take":[{"currency":"orange","value":4}]}	\N
0feaa8af49215f95	23	1	{"take":[{"currency":"yellow","value":9}]}	\N
0feaa8af49215f95	24	0	{"take":[{"currency":"blue","value":2},{"currency":"green","value":3}]}	\N
0feaa8af49215f95	25	1	{"buy":{"pay":[9],"slot":4}}	\N
0feaa8af49215f95	26	0	{"buy":{"pay":[2,1],"slot":1,"to_neutral":true}}	\N
bc5643bd36b86eb2	81	2	{"build":"Research Lab"}	\N
bc5643bd36b86eb2	82	2	{"pay":"Research Lab"}	\N
bc5643bd36b86eb2	83	2	{"pay":"Museum"}	\N
bc5643bd36b86eb2	84	2	{"pay":"Town Hall"}	\N
bc5643bd36b86eb2	85	2	{"pay":"Skyscraper"}	\N
bc5643bd36b86eb2	86	3	{"build":"Tech Park"}	\N
bc5643bd36b86eb2	87	3	{"pay":"Parking Lot"}	\N
bc5643bd36b86eb2	88	3	{"pay":"Warehouse District"}	\N
bc5643bd36b86eb2	89	3	{"pay":"Tech Park"}	\N
bc5643bd36b86eb2	90	3	{"pay":"Hospital"}	\N
bc5643bd36b86eb2	91	3	{"pay":"Amusement Park"}	\N
bc5643bd36b86eb2	92	4	"survey"	\N
bc5643bd36b86eb2	93	1	{"discard":"Corner Grocery"}	\N
bc5643bd36b86eb2	94	1	{"discard":"Corner Grocery"}	\N
bc5643bd36b86eb2	95	1	{"discard":"School"}	\N
bc5643bd36b86eb2	96	1	{"discard":"Estates"}	\N
bc5643bd36b86eb2	97	4	{"discard":"Corner Grocery"}	\N
bc5643bd36b86eb2	98	4	{"discard":"Department Store"}	\N
bc5643bd36b86eb2	99	4	{"discard":"Casino"}	\N
bc5643bd36b86eb2	100	4	{"discard":"Sports Complex"}	\N
bc5643bd36b86eb2	101	0	{"build":"Townhouse Row"}	\N
bc5643bd36b86eb2	102	0	{"pay":"Housing Tracts"}	\N
bc5643bd36b86eb2	103	1	{"build":"University"}	\N
bc5643bd36b86eb2	104	1	{"pay":"School"}	\N
bc5643bd36b86eb2	105	1	{"pay":"Train Station"}	\N
bc5643bd36b86eb2	106	1	{"pay":"Park & Ride"}	\N
bc5643bd36b86eb2	107	1	{"pay":"City Hall Annex"}	\N
bc5643bd36b86eb2	108	1	{"pay":"Shopping Center"}	\N
bc5643bd36b86eb2	109	2	"survey"	\N
bc5643bd36b86eb2	110	3	{"build":"Department Store"}	\N
bc5643bd36b86eb2	111	3	{"pay":"Freeway"}	\N
bc5643bd36b86eb2	112	3	{"pay":"Museum"}	\N
bc5643bd36b86eb2	113	3	{"pay":"Town Hall"}	\N
bc5643bd36b86eb2	114	4	{"build":"Office Park"}	\N
bc5643bd36b86eb2	115	4	{"pay":"Luxury Homes"}	\N
bc5643bd36b86eb2	116	4	{"pay":"Subway System"}	\N
bc5643bd36b86eb2	117	4	{"pay":"Airport"}	\N
bc5643bd36b86eb2	118	2	{"discard":"Corner Grocery"}	\N
bc5643bd36b86eb2	119	2	{"discard":"Mall"}	\N
bc5643bd36b86eb2	120	2	{"discard":"Factory"}	\N
bc5643bd36b86eb2	121	2	{"discard":"High-Rise"}	\N
bc5643bd36b86eb2	122	0	{"build":"Museum"}	\N
bc5643bd36b86eb2	123	0	{"pay":"Construction Gang"}	\N
bc5643bd36b86eb2	124	0	{"pay":"Department Store"}	\N
bc5643bd36b86eb2	125	0	{"pay":"Office Building"}	\N
bc5643bd36b86eb2	126	0	{"pay":"Tech Park"}	\N
bc5643bd36b86eb2	127	0	{"pay":"Monument"}	\N
bc5643bd36b86eb2	128	1	"survey"	\N
bc5643bd36b86eb2	129	2	{"build":"Luxury Homes"}	\N
bc5643bd36b86eb2	130	2	{"pay":"Central Park"}	\N
bc5643bd36b86eb2	131	2	{"pay":"Megamall"}	\N
bc5643bd36b86eb2	132	2	{"pay":"School"}	\N
bc5643bd36b86eb2	133	2	{"pay":"Concert Hall"}	\N
bc5643bd36b86eb2	134	3	{"build":"Luxury Homes"}	\N
bc5643bd36b86eb2	135	3	{"pay":"Housing Tracts"}	\N
bc5643bd36b86eb2	136	3	{"pay":"Market Hall"}	\N
bc5643bd36b86eb2	137	3	{"pay":"Multiplex"}	\N
bc5643bd36b86eb2	138	3	{"pay":"Office Park"}	\N
bc5643bd36b86eb2	139	4	"survey"	\N
bc5643bd36b86eb2	140	1	{"discard":"Factory"}	\N
bc5643bd36b86eb2	141	1	{"discard":"Freeway Interchange"}	\N
bc5643bd36b86eb2	142	1	{"discard":"Department Store"}	\N
bc5643bd36b86eb2	143	1	{"discard":"High-Rise"}	\N
bc5643bd36b86eb2	144	4	{"discard":"Corner Grocery"}	\N
bc5643bd36b86eb2	145	4	{"discard":"School"}	\N
bc5643bd36b86eb2	146	4	{"discard":"Office Building"}	\N
bc5643bd36b86eb2	147	4	{"discard":"Bus Depot"}	\N
bc5643bd36b86eb2	148	0	{"build":"Estates"}	\N
bc5643bd36b86eb2	149	0	{"pay":"Construction Gang"}	\N
bc5643bd36b86eb2	150	1	{"build":"Sports Complex"}	\N
bc5643bd36b86eb2	151	1	{"pay":"Warehouse District"}	\N
bc5643bd36b86eb2	152	1	{"pay":"Townhouse Row"}	\N
bc5643bd36b86eb2	153	1	{"pay":"Estates"}	\N
bc5643bd36b86eb2	154	1	{"pay":"Office Park"}	\N
bc5643bd36b86eb2	155	2	"survey"	\N
bc5643bd36b86eb2	156	3	{"build":"City Hall Annex"}	\N
bc5643bd36b86eb2	157	4	{"build":"Townhouse Row"}	\N
bc5643bd36b86eb2	158	4	{"pay":"Construction Gang"}	\N
bc5643bd36b86eb2	159	2	{"discard":"Housing Tracts"}	\N
bc5643bd36b86eb2	160	2	{"discard":"Boutique"}	\N
bc5643bd36b86eb2	161	2	{"discard":"Boutique"}	\N
bc5643bd36b86eb2	162	2	{"discard":"Bus Depot"}	\N
39f4766a073d4416	0	0	{"discard":"Corner Grocery"}	\N
39f4766a073d4416	1	0	{"discard":"Cinema"}	\N
39f4766a073d4416	2	1	{"discard":"Parking Lot"}	\N
39f4766a073d4416	3	1	{"discard":"Mall"}	\N
ced512e63a97480b	0	0	{"discard":"Market Hall"}	\N
ced512e63a97480b	1	0	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	2	1	{"discard":"School"}	\N
ced512e63a97480b	3	1	{"discard":"Central Park"}	\N
ced512e63a97480b	4	2	{"discard":"Bus Depot"}	\N
ced512e63a97480b	5	2	{"discard":"Mall"}	\N
ced512e63a97480b	6	3	{"discard":"Tech Park"}	\N
ced512e63a97480b	7	3	{"discard":"Art Gallery"}	\N
ced512e63a97480b	8	4	{"discard":"Multiplex"}	\N
ced512e63a97480b	9	4	{"discard":"Town Hall"}	\N
ced512e63a97480b	10	0	{"build":"Bridge"}	\N
ced512e63a97480b	11	0	{"pay":"Boutique"}	\N
ced512e63a97480b	12	0	{"pay":"School"}	\N
ced512e63a97480b	13	0	{"pay":"Freeway"}	\N
ced512e63a97480b	14	0	{"pay":"Bus Depot"}	\N
ced512e63a97480b	15	1	"survey"	\N
ced512e63a97480b	16	2	{"build":"Train Station"}	\N
ced512e63a97480b	17	2	{"pay":"Estates"}	\N
ced512e63a97480b	18	2	{"pay":"Diner"}	\N
ced512e63a97480b	19	2	{"pay":"Luxury Homes"}	\N
ced512e63a97480b	20	2	{"pay":"Market Hall"}	\N
ced512e63a97480b	21	3	{"build":"General Contractor"}	\N
ced512e63a97480b	22	4	{"build":"Luxury Homes"}	\N
ced512e63a97480b	23	4	{"pay":"Department Store"}	\N
ced512e63a97480b	24	4	{"pay":"Office Park"}	\N
ced512e63a97480b	25	4	{"pay":"Diner"}	\N
ced512e63a97480b	26	4	{"pay":"Amusement Park"}	\N
ced512e63a97480b	27	1	{"discard":"Discount Warehouse"}	\N
ced512e63a97480b	28	1	{"discard":"Boutique"}	\N
ced512e63a97480b	29	1	{"discard":"Museum"}	\N
ced512e63a97480b	30	1	{"discard":"Central Park"}	\N
ced512e63a97480b	31	0	"survey"	\N
ced512e63a97480b	32	1	"survey"	\N
ced512e63a97480b	33	2	"survey"	\N
ced512e63a97480b	34	3	{"build":"Office Park"}	\N
ced512e63a97480b	35	3	{"pay":"Mall"}	\N
ced512e63a97480b	36	3	{"pay":"Freeway"}	\N
ced512e63a97480b	37	3	{"pay":"Construction Gang"}	\N
ced512e63a97480b	38	4	{"build":"General Contractor"}	\N
ced512e63a97480b	39	0	{"discard":"Tech Park"}	\N
ced512e63a97480b	40	0	{"discard":"Parking Lot"}	\N
ced512e63a97480b	41	0	{"discard":"Department Store"}	\N
ced512e63a97480b	42	0	{"discard":"Office Park"}	\N
ced512e63a97480b	43	1	{"discard":"Bridge"}	\N
ced512e63a97480b	44	1	{"discard":"Warehouse District"}	\N
ced512e63a97480b	45	1	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	46	1	{"discard":"Freeway Interchange"}	\N
ced512e63a97480b	47	2	{"discard":"School"}	\N
ced512e63a97480b	48	2	{"discard":"Opera House"}	\N
ced512e63a97480b	49	2	{"discard":"Townhouse Row"}	\N
ced512e63a97480b	50	2	{"discard":"Skyscraper"}	\N
ced512e63a97480b	51	0	"survey"	\N
ced512e63a97480b	52	1	{"build":"High-Rise"}	\N
ced512e63a97480b	53	1	{"pay":"Megamall"}	\N
ced512e63a97480b	54	1	{"pay":"Construction Gang"}	\N
ced512e63a97480b	55	1	{"pay":"Sports Complex"}	\N
ced512e63a97480b	56	2	{"build":"General Contractor"}	\N
ced512e63a97480b	57	3	{"build":"Diner"}	\N
ced512e63a97480b	58	3	{"pay":"High-Rise"}	\N
ced512e63a97480b	59	4	{"build":"Parking Lot"}	\N
ced512e63a97480b	60	0	{"discard":"Airport"}	\N
ced512e63a97480b	61	0	{"discard":"Theater"}	\N
ced512e63a97480b	62	0	{"discard":"Train Station"}	\N
ced512e63a97480b	63	0	{"discard":"University"}	\N
ced512e63a97480b	64	0	{"build":"General Contractor"}	\N
ced512e63a97480b	65	1	{"build":"General Contractor"}	\N
ced512e63a97480b	66	2	"survey"	\N
ced512e63a97480b	67	3	{"build":"Research Lab"}	\N
ced512e63a97480b	68	3	{"pay":"Office Building"}	\N
ced512e63a97480b	69	3	{"pay":"Hospital"}	\N
ced512e63a97480b	70	3	{"pay":"Corner Grocery"}	\N
ced512e63a97480b	71	3	{"pay":"Housing Tracts"}	\N
ced512e63a97480b	72	4	"survey"	\N
ced512e63a97480b	73	2	{"discard":"High-Rise"}	\N
ced512e63a97480b	74	2	{"discard":"City Hall Annex"}	\N
ced512e63a97480b	75	2	{"discard":"Monument"}	\N
ced512e63a97480b	76	2	{"discard":"Luxury Homes"}	\N
ced512e63a97480b	77	4	{"discard":"Shopping Center"}	\N
ced512e63a97480b	78	4	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	79	4	{"discard":"Art Gallery"}	\N
ced512e63a97480b	80	4	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	81	0	{"build":"University"}	\N
ced512e63a97480b	82	0	{"pay":"Townhouse Row"}	\N
ced512e63a97480b	83	0	{"pay":"Convention Center"}	\N
ced512e63a97480b	84	0	{"pay":"Concert Hall"}	\N
ced512e63a97480b	85	0	{"pay":"Office Building"}	\N
ced512e63a97480b	86	0	{"pay":"Estates"}	\N
ced512e63a97480b	87	1	{"build":"Research Lab"}	\N
ced512e63a97480b	88	1	{"pay":"Factory"}	\N
ced512e63a97480b	89	1	{"pay":"Luxury Homes"}	\N
ced512e63a97480b	90	1	{"pay":"Construction Gang"}	\N
ced512e63a97480b	91	1	{"pay":"Freeway Interchange"}	\N
ced512e63a97480b	92	2	{"build":"Casino"}	\N
ced512e63a97480b	93	2	{"pay":"Parking Lot"}	\N
ced512e63a97480b	94	2	{"pay":"Corner Grocery"}	\N
ced512e63a97480b	95	2	{"pay":"Sports Complex"}	\N
ced512e63a97480b	96	2	{"pay":"Factory"}	\N
ced512e63a97480b	97	2	{"pay":"Subway System"}	\N
ced512e63a97480b	98	2	{"pay":"Cinema"}	\N
ced512e63a97480b	99	3	{"build":"City Hall Annex"}	\N
ced512e63a97480b	100	4	"survey"	\N
ced512e63a97480b	101	4	{"discard":"Museum"}	\N
ced512e63a97480b	102	4	{"discard":"Warehouse District"}	\N
ced512e63a97480b	103	4	{"discard":"Warehouse District"}	\N
ced512e63a97480b	104	4	{"discard":"Multiplex"}	\N
ced512e63a97480b	105	0	"survey"	\N
ced512e63a97480b	106	1	{"build":"Cinema"}	\N
ced512e63a97480b	107	1	{"pay":"Construction Gang"}	\N
ced512e63a97480b	108	1	{"pay":"Hospital"}	\N
ced512e63a97480b	109	2	{"build":"Factory"}	\N
ced512e63a97480b	110	2	{"pay":"Tech Park"}	\N
ced512e63a97480b	111	2	{"pay":"Discount Warehouse"}	\N
ced512e63a97480b	112	3	"survey"	\N
ced512e63a97480b	113	4	{"build":"Housing Tracts"}	\N
ced512e63a97480b	114	4	{"pay":"Bus Depot"}	\N
ced512e63a97480b	115	0	{"discard":"Stadium"}	\N
ced512e63a97480b	116	0	{"discard":"Diner"}	\N
ced512e63a97480b	117	0	{"discard":"Theater"}	\N
ced512e63a97480b	118	0	{"discard":"Parking Lot"}	\N
ced512e63a97480b	119	3	{"discard":"Office Building"}	\N
ced512e63a97480b	120	3	{"discard":"Freeway"}	\N
ced512e63a97480b	121	3	{"discard":"Concert Hall"}	\N
ced512e63a97480b	122	3	{"discard":"Hospital"}	\N
ced512e63a97480b	123	3	{"discard":"Central Park"}	\N
ced512e63a97480b	124	3	{"discard":"University"}	\N
ced512e63a97480b	125	3	{"discard":"Sports Complex"}	\N
ced512e63a97480b	126	3	{"discard":"Townhouse Row"}	\N
ced512e63a97480b	127	3	{"discard":"Shopping Center"}	\N
ced512e63a97480b	128	3	{"discard":"Diner"}	\N
ced512e63a97480b	129	0	"survey"	\N
ced512e63a97480b	130	1	{"build":"Townhouse Row"}	\N
ced512e63a97480b	131	1	{"pay":"Housing Tracts"}	\N
ced512e63a97480b	132	2	"survey"	\N
ced512e63a97480b	133	3	{"build":"Housing Tracts"}	\N
ced512e63a97480b	134	3	{"pay":"Park & Ride"}	\N
ced512e63a97480b	135	4	{"build":"Boutique"}	\N
ced512e63a97480b	136	4	{"pay":"Train Station"}	\N
ced512e63a97480b	137	4	{"pay":"Department Store"}	\N
ced512e63a97480b	138	0	{"discard":"High-Rise"}	\N
ced512e63a97480b	139	0	{"discard":"Boutique"}	\N
ced512e63a97480b	140	0	{"discard":"Art Gallery"}	\N
ced512e63a97480b	141	0	{"discard":"Estates"}	\N
ced512e63a97480b	142	2	{"discard":"Multiplex"}	\N
ced512e63a97480b	143	2	{"discard":"Office Park"}	\N
ced512e63a97480b	144	2	{"discard":"Warehouse District"}	\N
ced512e63a97480b	145	2	{"discard":"Mall"}	\N
ced512e63a97480b	146	2	{"discard":"Warehouse District"}	\N
ced512e63a97480b	147	2	{"discard":"Central Park"}	\N
ced512e63a97480b	148	2	{"discard":"Megamall"}	\N
ced512e63a97480b	149	2	{"discard":"Bus Depot"}	\N
ced512e63a97480b	150	2	{"discard":"Boutique"}	\N
ced512e63a97480b	151	2	{"discard":"Subway System"}	\N
ced512e63a97480b	152	2	{"discard":"Office Building"}	\N
ced512e63a97480b	153	3	{"discard":"Bus Depot"}	\N
ced512e63a97480b	154	3	{"discard":"Office Building"}	\N
ced512e63a97480b	155	3	{"discard":"Monument"}	\N
ced512e63a97480b	156	3	{"discard":"Luxury Homes"}	\N
ced512e63a97480b	157	3	{"discard":"Skyscraper"}	\N
ced512e63a97480b	158	3	{"discard":"Townhouse Row"}	\N
ced512e63a97480b	159	0	{"build":"Estates"}	\N
ced512e63a97480b	160	0	{"pay":"Freeway Interchange"}	\N
ced512e63a97480b	161	1	{"build":"Theater"}	\N
ced512e63a97480b	162	1	{"pay":"High-Rise"}	\N
ced512e63a97480b	163	1	{"pay":"Sports Complex"}	\N
ced512e63a97480b	164	1	{"pay":"Freeway Interchange"}	\N
ced512e63a97480b	165	1	{"pay":"Bridge"}	\N
ced512e63a97480b	166	2	{"build":"Hospital"}	\N
ced512e63a97480b	167	2	{"pay":"Construction Gang"}	\N
ced512e63a97480b	168	2	{"pay":"Cinema"}	\N
ced512e63a97480b	169	2	{"pay":"Art Gallery"}	\N
ced512e63a97480b	170	2	{"pay":"School"}	\N
ced512e63a97480b	171	2	{"pay":"Department Store"}	\N
ced512e63a97480b	172	2	{"pay":"Museum"}	\N
ced512e63a97480b	173	3	{"build":"Housing Tracts"}	\N
ced512e63a97480b	174	3	{"pay":"Office Park"}	\N
ced512e63a97480b	175	4	{"build":"Mall"}	\N
ced512e63a97480b	176	4	{"pay":"Market Hall"}	\N
ced512e63a97480b	177	4	{"pay":"Luxury Homes"}	\N
ced512e63a97480b	178	2	{"discard":"University"}	\N
ced512e63a97480b	179	3	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	180	3	{"discard":"Boutique"}	\N
ced512e63a97480b	181	3	{"discard":"Stadium"}	\N
ced512e63a97480b	182	3	{"discard":"Town Hall"}	\N
ced512e63a97480b	183	3	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	184	3	{"discard":"Opera House"}	\N
ced512e63a97480b	185	3	{"discard":"Estates"}	\N
ced512e63a97480b	186	0	{"build":"Construction Gang"}	\N
ced512e63a97480b	187	0	{"pay":"Shopping Center"}	\N
ced512e63a97480b	188	0	{"build":"City Hall Annex"}	\N
ced512e63a97480b	189	0	{"pay":"Airport"}	\N
ced512e63a97480b	190	1	{"build":"Warehouse District"}	\N
ced512e63a97480b	191	1	{"pay":"Diner"}	\N
ced512e63a97480b	192	2	{"build":"Multiplex"}	\N
ced512e63a97480b	193	2	{"pay":"Housing Tracts"}	\N
ced512e63a97480b	194	2	{"pay":"Corner Grocery"}	\N
ced512e63a97480b	195	2	{"pay":"Townhouse Row"}	\N
ced512e63a97480b	196	2	{"pay":"Diner"}	\N
ced512e63a97480b	197	3	{"build":"Parking Lot"}	\N
ced512e63a97480b	198	4	{"build":"Freeway"}	\N
ced512e63a97480b	199	4	{"pay":"Corner Grocery"}	\N
ced512e63a97480b	200	4	{"pay":"Corner Grocery"}	\N
ced512e63a97480b	201	4	{"pay":"Train Station"}	\N
ced512e63a97480b	202	2	{"discard":"Opera House"}	\N
ced512e63a97480b	203	2	{"discard":"Megamall"}	\N
ced512e63a97480b	204	2	{"discard":"School"}	\N
ced512e63a97480b	205	2	{"discard":"Department Store"}	\N
ced512e63a97480b	206	2	{"discard":"Estates"}	\N
ced512e63a97480b	207	3	{"discard":"Luxury Homes"}	\N
ced512e63a97480b	208	3	{"discard":"Museum"}	\N
ced512e63a97480b	209	3	{"discard":"Housing Tracts"}	\N
ced512e63a97480b	210	3	{"discard":"Park & Ride"}	\N
ced512e63a97480b	211	3	{"discard":"Office Park"}	\N
ced512e63a97480b	212	3	{"discard":"Freeway"}	\N
ced512e63a97480b	213	3	{"discard":"Amusement Park"}	\N
ced512e63a97480b	214	3	{"discard":"Department Store"}	\N
ced512e63a97480b	215	3	{"discard":"Market Hall"}	\N
ced512e63a97480b	216	0	{"build":"Convention Center"}	\N
ced512e63a97480b	217	0	{"pay":"Mall"}	\N
ced512e63a97480b	218	0	{"pay":"Parking Lot"}	\N
ced512e63a97480b	219	0	{"pay":"Market Hall"}	\N
ced512e63a97480b	220	0	{"pay":"Tech Park"}	\N
ced512e63a97480b	221	0	{"pay":"High-Rise"}	\N
ced512e63a97480b	222	0	{"pay":"Central Park"}	\N
ced512e63a97480b	223	0	{"pay":"Luxury Homes"}	\N
ced512e63a97480b	224	1	{"build":"Construction Gang"}	\N
ced512e63a97480b	225	1	{"pay":"Freeway Interchange"}	\N
ced512e63a97480b	226	1	{"build":"Warehouse District"}	\N
ced512e63a97480b	227	1	{"pay":"Cinema"}	\N
ced512e63a97480b	228	2	{"build":"Bus Depot"}	\N
ced512e63a97480b	229	2	{"pay":"Airport"}	\N
ced512e63a97480b	230	3	{"build":"Townhouse Row"}	\N
ced512e63a97480b	231	3	{"pay":"Multiplex"}	\N
ced512e63a97480b	232	4	{"build":"Office Building"}	\N
ced512e63a97480b	233	4	{"pay":"Bridge"}	\N
ced512e63a97480b	234	4	{"pay":"School"}	\N
78849928a8e721f9	0	1	{"bid":1}	\N
78849928a8e721f9	1	2	{"bid":2}	\N
78849928a8e721f9	2	3	{"bid":3}	\N
78849928a8e721f9	3	0	{"bid":4}	\N
78849928a8e721f9	4	1	"pass"	\N
78849928a8e721f9	5	2	"pass"	\N
78849928a8e721f9	6	3	"pass"	\N
78849928a8e721f9	7	0	{"bid":1}	\N
78849928a8e721f9	8	1	{"bid":2}	\N
78849928a8e721f9	9	2	{"bid":3}	\N
78849928a8e721f9	10	3	{"bid":4}	\N
78849928a8e721f9	11	0	{"bid":5}	\N
78849928a8e721f9	12	1	"pass"	\N
78849928a8e721f9	13	2	"pass"	\N
78849928a8e721f9	14	3	"pass"	\N
78849928a8e721f9	15	0	{"bid":1}	\N
78849928a8e721f9	16	1	{"bid":2}	\N
78849928a8e721f9	17	2	{"bid":3}	\N
78849928a8e721f9	18	3	{"bid":4}	\N
78849928a8e721f9	19	0	"pass"	\N
78849928a8e721f9	20	1	{"bid":5}	\N
78849928a8e721f9	21	2	"pass"	\N
78849928a8e721f9	22	3	"pass"	\N
78849928a8e721f9	23	1	{"bid":1}	\N
39f4766a073d4416	4	2	{"discard":"Construction Gang"}	\N
39f4766a073d4416	5	2	{"discard":"Cinema"}	\N
39f4766a073d4416	6	3	{"discard":"Freeway"}	\N
39f4766a073d4416	7	3	{"discard":"Department Store"}	\N
39f4766a073d4416	8	4	{"discard":"Corner Grocery"}	\N
39f4766a073d4416	9	4	{"discard":"Diner"}	\N
39f4766a073d4416	10	0	{"build":"Diner"}	\N
39f4766a073d4416	11	0	{"pay":"Boutique"}	\N
39f4766a073d4416	12	1	{"build":"High-Rise"}	\N
39f4766a073d4416	13	1	{"pay":"Warehouse District"}	\N
39f4766a073d4416	14	1	{"pay":"Department Store"}	\N
39f4766a073d4416	15	1	{"pay":"Townhouse Row"}	\N
39f4766a073d4416	16	2	{"build":"Luxury Homes"}	\N
39f4766a073d4416	17	2	{"pay":"City Hall Annex"}	\N
39f4766a073d4416	18	2	{"pay":"Office Building"}	\N
39f4766a073d4416	19	2	{"pay":"Office Park"}	\N
39f4766a073d4416	20	2	{"pay":"Monument"}	\N
39f4766a073d4416	21	3	{"build":"Luxury Homes"}	\N
39f4766a073d4416	22	3	{"pay":"School"}	\N
39f4766a073d4416	23	3	{"pay":"Discount Warehouse"}	\N
39f4766a073d4416	24	3	{"pay":"Museum"}	\N
39f4766a073d4416	25	3	{"pay":"Luxury Homes"}	\N
39f4766a073d4416	26	4	{"build":"Theater"}	\N
39f4766a073d4416	27	4	{"pay":"Bus Depot"}	\N
39f4766a073d4416	28	4	{"pay":"Townhouse Row"}	\N
39f4766a073d4416	29	4	{"pay":"Luxury Homes"}	\N
39f4766a073d4416	30	4	{"pay":"Convention Center"}	\N
39f4766a073d4416	31	0	{"build":"General Contractor"}	\N
39f4766a073d4416	32	1	{"build":"General Contractor"}	\N
39f4766a073d4416	33	2	{"build":"General Contractor"}	\N
39f4766a073d4416	34	3	{"build":"General Contractor"}	\N
39f4766a073d4416	35	4	{"build":"General Contractor"}	\N
39f4766a073d4416	36	0	{"build":"Housing Tracts"}	\N
39f4766a073d4416	37	0	{"pay":"Warehouse District"}	\N
39f4766a073d4416	38	1	{"build":"Housing Tracts"}	\N
39f4766a073d4416	39	1	{"pay":"Construction Gang"}	\N
39f4766a073d4416	40	2	"survey"	\N
39f4766a073d4416	41	3	"survey"	\N
39f4766a073d4416	42	4	{"build":"Bus Depot"}	\N
39f4766a073d4416	43	4	{"pay":"School"}	\N
39f4766a073d4416	44	2	{"discard":"Factory"}	\N
39f4766a073d4416	45	2	{"discard":"Housing Tracts"}	\N
39f4766a073d4416	46	2	{"discard":"Central Park"}	\N
39f4766a073d4416	47	2	{"discard":"Market Hall"}	\N
39f4766a073d4416	48	3	{"discard":"Office Park"}	\N
39f4766a073d4416	49	3	{"discard":"Multiplex"}	\N
39f4766a073d4416	50	3	{"discard":"Research Lab"}	\N
39f4766a073d4416	51	3	{"discard":"Megamall"}	\N
39f4766a073d4416	52	0	{"build":"Office Building"}	\N
39f4766a073d4416	53	0	{"pay":"Park & Ride"}	\N
39f4766a073d4416	54	0	{"pay":"Estates"}	\N
39f4766a073d4416	55	1	{"build":"Housing Tracts"}	\N
39f4766a073d4416	56	1	{"pay":"Housing Tracts"}	\N
39f4766a073d4416	57	2	{"build":"Central Park"}	\N
39f4766a073d4416	58	2	{"pay":"Bridge"}	\N
39f4766a073d4416	59	3	"survey"	\N
39f4766a073d4416	60	4	{"build":"Diner"}	\N
39f4766a073d4416	61	4	{"pay":"Bus Depot"}	\N
39f4766a073d4416	62	3	{"discard":"Construction Gang"}	\N
39f4766a073d4416	63	3	{"discard":"Corner Grocery"}	\N
39f4766a073d4416	64	3	{"discard":"Estates"}	\N
39f4766a073d4416	65	3	{"discard":"School"}	\N
39f4766a073d4416	66	0	"survey"	\N
39f4766a073d4416	67	1	{"build":"Museum"}	\N
39f4766a073d4416	68	1	{"pay":"Freeway Interchange"}	\N
39f4766a073d4416	69	1	{"pay":"Boutique"}	\N
39f4766a073d4416	70	1	{"pay":"Factory"}	\N
39f4766a073d4416	71	1	{"pay":"Warehouse District"}	\N
39f4766a073d4416	72	1	{"pay":"Art Gallery"}	\N
39f4766a073d4416	73	2	"survey"	\N
39f4766a073d4416	74	3	{"build":"Theater"}	\N
39f4766a073d4416	75	3	{"pay":"Research Lab"}	\N
39f4766a073d4416	76	3	{"pay":"Shopping Center"}	\N
39f4766a073d4416	77	3	{"pay":"Town Hall"}	\N
39f4766a073d4416	78	3	{"pay":"Airport"}	\N
39f4766a073d4416	79	4	"survey"	\N
39f4766a073d4416	80	0	{"discard":"Freeway Interchange"}	\N
39f4766a073d4416	81	0	{"discard":"Freeway"}	\N
39f4766a073d4416	82	0	{"discard":"Mall"}	\N
39f4766a073d4416	83	0	{"discard":"Train Station"}	\N
39f4766a073d4416	84	2	{"discard":"Parking Lot"}	\N
39f4766a073d4416	85	2	{"discard":"Parking Lot"}	\N
39f4766a073d4416	86	2	{"discard":"Boutique"}	\N
39f4766a073d4416	87	2	{"discard":"Office Park"}	\N
39f4766a073d4416	88	4	{"discard":"Townhouse Row"}	\N
39f4766a073d4416	89	4	{"discard":"Bridge"}	\N
39f4766a073d4416	90	4	{"discard":"Train Station"}	\N
39f4766a073d4416	91	4	{"discard":"Tech Park"}	\N
39f4766a073d4416	92	0	{"build":"Concert Hall"}	\N
39f4766a073d4416	93	0	{"pay":"Estates"}	\N
39f4766a073d4416	94	0	{"pay":"High-Rise"}	\N
39f4766a073d4416	95	0	{"pay":"Casino"}	\N
39f4766a073d4416	96	0	{"pay":"Sports Complex"}	\N
39f4766a073d4416	97	0	{"pay":"University"}	\N
39f4766a073d4416	98	0	{"pay":"University"}	\N
39f4766a073d4416	99	0	{"pay":"Opera House"}	\N
39f4766a073d4416	100	1	{"build":"City Hall Annex"}	\N
39f4766a073d4416	101	2	"survey"	\N
39f4766a073d4416	102	3	"survey"	\N
39f4766a073d4416	103	4	{"build":"Art Gallery"}	\N
39f4766a073d4416	104	4	{"pay":"Department Store"}	\N
39f4766a073d4416	105	4	{"pay":"Office Building"}	\N
39f4766a073d4416	106	4	{"pay":"Sports Complex"}	\N
39f4766a073d4416	107	4	{"pay":"Hospital"}	\N
39f4766a073d4416	108	2	{"discard":"Construction Gang"}	\N
39f4766a073d4416	109	2	{"discard":"Warehouse District"}	\N
39f4766a073d4416	110	2	{"discard":"Warehouse District"}	\N
39f4766a073d4416	111	2	{"discard":"Estates"}	\N
39f4766a073d4416	112	3	{"discard":"Construction Gang"}	\N
39f4766a073d4416	113	3	{"discard":"Factory"}	\N
39f4766a073d4416	114	3	{"discard":"Park & Ride"}	\N
39f4766a073d4416	115	3	{"discard":"High-Rise"}	\N
39f4766a073d4416	116	0	{"build":"Townhouse Row"}	\N
39f4766a073d4416	117	0	{"pay":"Warehouse District"}	\N
39f4766a073d4416	118	1	{"build":"Stadium"}	\N
39f4766a073d4416	119	1	{"pay":"Housing Tracts"}	\N
39f4766a073d4416	120	1	{"pay":"Freeway"}	\N
39f4766a073d4416	121	1	{"pay":"Freeway"}	\N
39f4766a073d4416	122	1	{"pay":"Cinema"}	\N
39f4766a073d4416	123	1	{"pay":"Department Store"}	\N
39f4766a073d4416	124	1	{"pay":"Multiplex"}	\N
39f4766a073d4416	125	2	{"build":"Tech Park"}	\N
39f4766a073d4416	126	2	{"pay":"Office Building"}	\N
39f4766a073d4416	127	2	{"pay":"Bridge"}	\N
39f4766a073d4416	128	2	{"pay":"Amusement Park"}	\N
39f4766a073d4416	129	2	{"pay":"Hospital"}	\N
39f4766a073d4416	130	2	{"pay":"Skyscraper"}	\N
39f4766a073d4416	131	3	{"build":"Market Hall"}	\N
39f4766a073d4416	132	3	{"pay":"Mall"}	\N
39f4766a073d4416	133	3	{"pay":"Diner"}	\N
39f4766a073d4416	134	3	{"pay":"Discount Warehouse"}	\N
39f4766a073d4416	135	4	"survey"	\N
39f4766a073d4416	136	4	{"discard":"Parking Lot"}	\N
39f4766a073d4416	137	4	{"discard":"Corner Grocery"}	\N
39f4766a073d4416	138	4	{"discard":"School"}	\N
39f4766a073d4416	139	4	{"discard":"School"}	\N
39f4766a073d4416	140	0	{"build":"Townhouse Row"}	\N
39f4766a073d4416	141	0	{"pay":"Boutique"}	\N
39f4766a073d4416	142	1	{"build":"Museum"}	\N
39f4766a073d4416	143	1	{"pay":"Corner Grocery"}	\N
39f4766a073d4416	144	1	{"pay":"Factory"}	\N
39f4766a073d4416	145	1	{"pay":"Department Store"}	\N
39f4766a073d4416	146	1	{"pay":"Research Lab"}	\N
39f4766a073d4416	147	1	{"pay":"Office Park"}	\N
39f4766a073d4416	148	2	"survey"	\N
39f4766a073d4416	149	3	{"build":"Freeway Interchange"}	\N
39f4766a073d4416	150	3	{"pay":"Boutique"}	\N
39f4766a073d4416	151	3	{"pay":"Megamall"}	\N
39f4766a073d4416	152	4	{"build":"Central Park"}	\N
39f4766a073d4416	153	4	{"pay":"Market Hall"}	\N
39f4766a073d4416	154	2	{"discard":"Housing Tracts"}	\N
39f4766a073d4416	155	2	{"discard":"Housing Tracts"}	\N
39f4766a073d4416	156	2	{"discard":"Construction Gang"}	\N
39f4766a073d4416	157	2	{"discard":"Multiplex"}	\N
a62ef3cf9c82364f	0	1	{"discard":"Parking Lot"}	\N
a62ef3cf9c82364f	1	1	{"discard":"Freeway"}	\N
a62ef3cf9c82364f	2	2	{"discard":"School"}	\N
a62ef3cf9c82364f	3	2	{"discard":"Townhouse Row"}	\N
a62ef3cf9c82364f	4	3	{"discard":"Warehouse District"}	\N
a62ef3cf9c82364f	5	3	{"discard":"School"}	\N
95a445792b880a35	2	0	{"give":14}	\N
95a445792b880a35	5	0	{"give_points":1}	\N
95a445792b880a35	8	0	"propose"	\N
95a445792b880a35	11	0	{"give":40}	\N
95a445792b880a35	14	1	"accept"	\N
95a445792b880a35	17	0	{"give":56}	\N
f3f7d70b3e777598	15	0	"accept"	\N
f3f7d70b3e777598	18	0	"propose"	\N
f3f7d70b3e777598	21	0	{"give":49}	\N
d50ca23ef976cac7	11	0	{"to":1}	\N
d50ca23ef976cac7	14	0	{"give":31}	\N
d50ca23ef976cac7	17	1	"accept"	\N
78849928a8e721f9	24	2	{"bid":2}	\N
78849928a8e721f9	25	3	{"bid":3}	\N
78849928a8e721f9	26	0	{"bid":4}	\N
78849928a8e721f9	27	1	{"bid":5}	\N
78849928a8e721f9	28	2	{"bid":6}	\N
78849928a8e721f9	29	3	{"bid":7}	\N
78849928a8e721f9	30	0	"pass"	\N
78849928a8e721f9	31	1	"pass"	\N
78849928a8e721f9	32	2	"pass"	\N
78849928a8e721f9	33	3	{"bid":1}	\N
78849928a8e721f9	34	0	{"bid":2}	\N
78849928a8e721f9	35	1	{"bid":3}	\N
78849928a8e721f9	36	2	{"bid":4}	\N
78849928a8e721f9	37	3	"pass"	\N
78849928a8e721f9	38	0	"pass"	\N
78849928a8e721f9	39	1	"pass"	\N
78849928a8e721f9	40	0	{"sell":9}	\N
78849928a8e721f9	41	1	{"sell":10}	\N
78849928a8e721f9	42	2	{"sell":14}	\N
78849928a8e721f9	43	3	{"sell":12}	\N
78849928a8e721f9	44	0	{"sell":2}	\N
78849928a8e721f9	45	1	{"sell":6}	\N
78849928a8e721f9	46	2	{"sell":8}	\N
78849928a8e721f9	47	3	{"sell":7}	\N
78849928a8e721f9	48	0	{"sell":11}	\N
78849928a8e721f9	49	1	{"sell":13}	\N
78849928a8e721f9	50	2	{"sell":15}	\N
78849928a8e721f9	51	3	{"sell":16}	\N
78849928a8e721f9	52	0	{"sell":1}	\N
78849928a8e721f9	53	1	{"sell":3}	\N
78849928a8e721f9	54	2	{"sell":5}	\N
78849928a8e721f9	55	3	{"sell":4}	\N
78849928a8e721f9	56	0	{"sell":17}	\N
78849928a8e721f9	57	1	{"sell":19}	\N
78849928a8e721f9	58	2	{"sell":18}	\N
78849928a8e721f9	59	3	{"sell":20}	\N
d50ca23ef976cac7	0	3	{"take":80}	\N
d50ca23ef976cac7	1	3	"propose"	\N
d50ca23ef976cac7	2	3	{"to":1}	\N
d50ca23ef976cac7	3	3	{"consent":{"building":"admin","lots":[61,62,63,64]}}	\N
d50ca23ef976cac7	4	3	{"share":20}	\N
d50ca23ef976cac7	5	3	{"give_points":1}	\N
d50ca23ef976cac7	6	3	"send"	\N
d50ca23ef976cac7	7	1	"accept"	\N
d50ca23ef976cac7	8	3	{"build":{"building":"admin","lots":[61,62,63,64]}}	\N
639adb6e33791a09	0	1	{"discard":"Construction Gang"}	\N
639adb6e33791a09	1	1	{"discard":"Boutique"}	\N
639adb6e33791a09	2	2	{"discard":"Freeway"}	\N
639adb6e33791a09	3	2	{"discard":"Cinema"}	\N
95a445792b880a35	1	0	"propose"	\N
95a445792b880a35	4	0	{"give":30}	\N
95a445792b880a35	7	1	"accept"	\N
95a445792b880a35	10	0	{"give":39}	\N
95a445792b880a35	13	0	"send"	\N
95a445792b880a35	16	0	{"give":42}	\N
95a445792b880a35	19	0	{"give_points":1}	\N
f3f7d70b3e777598	17	0	{"take":55}	\N
f3f7d70b3e777598	20	0	{"give":20}	\N
d50ca23ef976cac7	10	0	"propose"	\N
d50ca23ef976cac7	13	0	{"give":27}	\N
d50ca23ef976cac7	16	0	"send"	\N
d50ca23ef976cac7	19	0	{"to":1}	\N
f033f4f89468b74e	4	1	{"build":"Art Gallery"}	\N
f033f4f89468b74e	5	1	{"pay":"Corner Grocery"}	\N
f033f4f89468b74e	6	1	{"pay":"Estates"}	\N
f033f4f89468b74e	7	1	{"pay":"Office Building"}	\N
f033f4f89468b74e	8	1	{"pay":"Concert Hall"}	\N
f033f4f89468b74e	11	0	{"build":"Factory"}	\N
f033f4f89468b74e	14	1	"survey"	\N
f033f4f89468b74e	17	1	{"discard":"Cinema"}	\N
f033f4f89468b74e	18	1	{"discard":"Townhouse Row"}	\N
f033f4f89468b74e	19	1	{"discard":"Art Gallery"}	\N
f033f4f89468b74e	20	1	{"discard":"Shopping Center"}	\N
f033f4f89468b74e	21	1	{"build":"Diner"}	\N
f033f4f89468b74e	22	1	{"pay":"University"}	\N
639adb6e33791a09	6	1	{"build":"City Hall Annex"}	\N
639adb6e33791a09	7	1	{"pay":"Office Building"}	\N
639adb6e33791a09	8	1	{"pay":"Tech Park"}	\N
639adb6e33791a09	9	2	{"build":"Market Hall"}	\N
639adb6e33791a09	10	2	{"pay":"Housing Tracts"}	\N
639adb6e33791a09	11	2	{"pay":"Estates"}	\N
639adb6e33791a09	12	2	{"pay":"Estates"}	\N
639adb6e33791a09	17	0	{"build":"Mall"}	\N
639adb6e33791a09	20	1	{"build":"Townhouse Row"}	\N
639adb6e33791a09	21	1	{"pay":"Hospital"}	\N
639adb6e33791a09	22	2	{"build":"General Contractor"}	\N
a62ef3cf9c82364f	8	0	{"build":"General Contractor"}	\N
a62ef3cf9c82364f	28	1	{"build":"Freeway Interchange"}	\N
a62ef3cf9c82364f	29	1	{"pay":"Warehouse District"}	\N
a62ef3cf9c82364f	30	1	{"pay":"Train Station"}	\N
a62ef3cf9c82364f	31	2	"survey"	\N
a62ef3cf9c82364f	32	3	"survey"	\N
0feaa8af49215f95	27	0	{"take":[{"currency":"yellow","value":6}]}	\N
0feaa8af49215f95	28	1	{"buy":{"pay":[9],"slot":1}}	\N
0feaa8af49215f95	29	1	{"take":[{"currency":"orange","value":8}]}	\N
0feaa8af49215f95	30	0	{"take":[{"currency":"blue","value":4},{"currency":"orange","value":1}]}	\N
0feaa8af49215f95	31	1	{"take":[{"currency":"orange","value":8}]}	\N
0feaa8af49215f95	32	0	{"take":[{"currency":"blue","value":6}]}	\N
0feaa8af49215f95	33	1	{"take":[{"currency":"green","value":3},{"currency":"orange","value":2}]}	\N
0feaa8af49215f95	34	0	{"buy":{"pay":[6,4],"slot":1}}	\N
0feaa8af49215f95	35	1	{"buy":{"pay":[5],"slot":1}}	\N
0feaa8af49215f95	36	0	{"take":[{"currency":"green","value":7}]}	\N
0feaa8af49215f95	37	1	{"buy":{"pay":[8,2],"slot":3}}	\N
0feaa8af49215f95	38	1	{"take":[{"currency":"green","value":8}]}	\N
0feaa8af49215f95	39	0	{"buy":{"pay":[4],"slot":3}}	\N
0feaa8af49215f95	40	1	{"buy":{"pay":[8,3],"slot":2}}	\N
0feaa8af49215f95	41	0	{"buy":{"pay":[7,3],"slot":2}}	\N
0feaa8af49215f95	42	1	{"buy":{"pay":[6],"slot":3}}	\N
0feaa8af49215f95	43	1	{"take":[{"currency":"green","value":6}]}	\N
0feaa8af49215f95	44	0	{"take":[{"currency":"blue","value":1},{"currency":"green","value":1},{"currency":"yellow","value":3}]}	\N
0feaa8af49215f95	45	1	{"take":[{"currency":"orange","value":6}]}	\N
0feaa8af49215f95	46	0	{"take":[{"currency":"yellow","value":8}]}	\N
0feaa8af49215f95	47	1	{"buy":{"pay":[8,6],"slot":3}}	\N
0feaa8af49215f95	48	0	{"buy":{"pay":[8,6],"slot":4}}	\N
0feaa8af49215f95	49	1	{"take":[{"currency":"green","value":1},{"currency":"orange","value":4}]}	\N
0feaa8af49215f95	50	0	{"take":[{"currency":"blue","value":3},{"currency":"green","value":2}]}	\N
0feaa8af49215f95	51	1	{"take":[{"currency":"green","value":5}]}	\N
0feaa8af49215f95	52	0	{"take":[{"currency":"green","value":6}]}	\N
0feaa8af49215f95	53	1	{"buy":{"pay":[6,5],"slot":2}}	\N
0feaa8af49215f95	54	1	{"take":[{"currency":"green","value":9}]}	\N
0feaa8af49215f95	55	0	{"buy":{"pay":[4,2,1],"slot":2}}	\N
0feaa8af49215f95	56	0	{"take":[{"currency":"yellow","value":7}]}	\N
0feaa8af49215f95	57	1	{"take":[{"currency":"orange","value":5}]}	\N
0feaa8af49215f95	58	0	{"buy":{"pay":[7],"slot":4}}	\N
0feaa8af49215f95	59	1	{"take":[{"currency":"orange","value":3},{"currency":"yellow","value":2}]}	\N
0feaa8af49215f95	60	0	{"take":[{"currency":"green","value":5}]}	\N
0feaa8af49215f95	61	1	{"take":[{"currency":"blue","value":7}]}	\N
0feaa8af49215f95	62	0	{"take":[{"currency":"green","value":8}]}	\N
0feaa8af49215f95	63	1	{"take":[{"currency":"orange","value":9}]}	\N
0feaa8af49215f95	64	0	{"buy":{"pay":[8],"slot":2}}	\N
0feaa8af49215f95	65	0	{"take":[{"currency":"yellow","value":5}]}	\N
0feaa8af49215f95	66	1	{"take":[{"currency":"orange","value":3},{"currency":"yellow","value":1},{"currency":"yellow","value":1}]}	\N
0feaa8af49215f95	67	0	{"buy":{"pay":[5,3],"slot":4}}	\N
0feaa8af49215f95	68	0	{"take":[{"currency":"green","value":9}]}	\N
0feaa8af49215f95	69	1	{"buy":{"pay":[3,3],"slot":3}}	\N
0feaa8af49215f95	70	1	{"take":[{"currency":"orange","value":7}]}	\N
0feaa8af49215f95	71	0	{"take":[{"currency":"yellow","value":5}]}	\N
0feaa8af49215f95	72	1	{"take":[{"currency":"yellow","value":9}]}	\N
0feaa8af49215f95	73	0	{"take":[{"currency":"orange","value":9}]}	\N
0feaa8af49215f95	74	1	{"take":[{"currency":"green","value":2},{"currency":"orange","value":2}]}	\N
0feaa8af49215f95	75	0	{"take":[{"currency":"blue","value":9}]}	\N
0feaa8af49215f95	76	1	{"take":[{"currency":"blue","value":8}]}	\N
0feaa8af49215f95	77	0	{"buy":{"pay":[9],"slot":1}}	\N
0feaa8af49215f95	78	0	{"take":[{"currency":"green","value":5}]}	\N
0feaa8af49215f95	79	1	{"buy":{"pay":[9,2],"slot":2}}	\N
0feaa8af49215f95	80	1	{"buy":{"pay":[3,2,2,1],"slot":4}}	\N
0feaa8af49215f95	81	1	{"take":[{"currency":"blue","value":2},{"currency":"yellow","value":3}]}	\N
0feaa8af49215f95	82	0	{"take":[{"currency":"green","value":8}]}	\N
0feaa8af49215f95	83	1	{"take":[{"currency":"blue","value":9}]}	\N
0feaa8af49215f95	84	0	{"take":[{"currency":"green","value":7}]}	\N
0feaa8af49215f95	85	1	{"buy":{"pay":[8,2],"slot":1}}	\N
0feaa8af49215f95	86	1	{"take":[{"currency":"yellow","value":8}]}	\N
0feaa8af49215f95	87	0	{"take":[{"currency":"yellow","value":9}]}	\N
0feaa8af49215f95	88	1	{"take":[{"currency":"green","value":6}]}	\N
0feaa8af49215f95	89	0	{"take":[{"currency":"green","value":1},{"currency":"green","value":4}]}	\N
0feaa8af49215f95	90	1	{"take":[{"currency":"yellow","value":5}]}	\N
0feaa8af49215f95	91	0	{"take":[{"currency":"blue","value":6}]}	\N
0feaa8af49215f95	92	1	{"take":[{"currency":"orange","value":6}]}	\N
0feaa8af49215f95	93	0	{"take":[{"currency":"yellow","value":8}]}	\N
0feaa8af49215f95	94	1	{"take":[{"currency":"yellow","value":6}]}	\N
0feaa8af49215f95	95	0	{"buy":{"pay":[6,3,1],"slot":1}}	\N
5421e5cf031d13c4	58	0	{"buy":{"pay":[7],"slot":1}}	\N
0feaa8af49215f95	96	0	{"take":[{"currency":"blue","value":4}]}	\N
0feaa8af49215f95	97	1	{"buy":{"pay":[7],"slot":1}}	\N
0feaa8af49215f95	98	1	{"take":[{"currency":"orange","value":8}]}	\N
0feaa8af49215f95	99	0	{"take":[{"currency":"green","value":4}]}	\N
0feaa8af49215f95	100	1	{"take":[{"currency":"yellow","value":4}]}	\N
0feaa8af49215f95	101	0	{"take":[{"currency":"orange","value":2},{"currency":"orange","value":3}]}	\N
0feaa8af49215f95	102	1	{"take":[{"currency":"green","value":7}]}	\N
0feaa8af49215f95	103	0	{"take":[{"currency":"green","value":8}]}	\N
0feaa8af49215f95	104	1	{"take":[{"currency":"blue","value":4}]}	\N
0feaa8af49215f95	105	0	{"take":[{"currency":"blue","value":6}]}	\N
0feaa8af49215f95	106	1	{"take":[{"currency":"yellow","value":7}]}	\N
0feaa8af49215f95	107	0	{"buy":{"pay":[6,4],"slot":1}}	\N
0feaa8af49215f95	108	0	{"take":[{"currency":"blue","value":2},{"currency":"green","value":3}]}	\N
5421e5cf031d13c4	0	1	{"buy":{"pay":[7],"slot":4}}	\N
5421e5cf031d13c4	1	2	{"buy":{"pay":[5,3],"slot":3}}	\N
5421e5cf031d13c4	2	0	{"buy":{"pay":[7],"slot":3}}	\N
5421e5cf031d13c4	3	0	{"buy":{"pay":[4,3],"slot":4}}	\N
5421e5cf031d13c4	4	0	{"take":[{"currency":"green","value":7}]}	\N
5421e5cf031d13c4	5	1	{"take":[{"currency":"blue","value":4}]}	\N
5421e5cf031d13c4	6	2	{"buy":{"pay":[6,3],"slot":4}}	\N
5421e5cf031d13c4	7	2	{"take":[{"currency":"green","value":2},{"currency":"orange","value":3}]}	\N
5421e5cf031d13c4	8	0	{"take":[{"currency":"green","value":1},{"currency":"orange","value":4}]}	\N
5421e5cf031d13c4	9	1	{"take":[{"currency":"orange","value":7}]}	\N
5421e5cf031d13c4	10	2	{"take":[{"currency":"blue","value":5}]}	\N
5421e5cf031d13c4	11	0	{"buy":{"pay":[4],"slot":3}}	\N
5421e5cf031d13c4	12	0	{"take":[{"currency":"yellow","value":7}]}	\N
5421e5cf031d13c4	13	1	{"take":[{"currency":"green","value":6}]}	\N
5421e5cf031d13c4	14	2	{"buy":{"pay":[8,5],"slot":1}}	\N
5421e5cf031d13c4	15	0	{"buy":{"pay":[7],"slot":4}}	\N
5421e5cf031d13c4	16	1	{"buy":{"pay":[6,4,4],"slot":1}}	\N
5421e5cf031d13c4	17	2	{"take":[{"currency":"yellow","value":9}]}	\N
5421e5cf031d13c4	18	0	{"take":[{"currency":"green","value":2},{"currency":"yellow","value":2}]}	\N
5421e5cf031d13c4	19	1	{"take":[{"currency":"yellow","value":9}]}	\N
5421e5cf031d13c4	20	2	{"take":[{"currency":"orange","value":5}]}	\N
5421e5cf031d13c4	21	0	{"take":[{"currency":"green","value":8}]}	\N
5421e5cf031d13c4	22	1	{"take":[{"currency":"blue","value":7}]}	\N
5421e5cf031d13c4	23	2	{"buy":{"pay":[5,3],"slot":3}}	\N
5421e5cf031d13c4	24	2	{"take":[{"currency":"blue","value":2},{"currency":"orange","value":3}]}	\N
5421e5cf031d13c4	25	0	{"buy":{"pay":[8,2,1],"slot":2}}	\N
5421e5cf031d13c4	26	0	{"take":[{"currency":"green","value":8}]}	\N
5421e5cf031d13c4	27	1	{"buy":{"pay":[6,4],"slot":2}}	\N
5421e5cf031d13c4	28	2	{"take":[{"currency":"blue","value":5}]}	\N
5421e5cf031d13c4	29	0	{"buy":{"pay":[7],"slot":2}}	\N
5421e5cf031d13c4	30	1	{"buy":{"pay":[7],"slot":1}}	\N
5421e5cf031d13c4	31	2	{"buy":{"pay":[5,2,1],"slot":1}}	\N
5421e5cf031d13c4	32	2	{"take":[{"currency":"green","value":8}]}	\N
5421e5cf031d13c4	33	0	{"buy":{"pay":[8],"slot":2}}	\N
5421e5cf031d13c4	34	0	{"take":[{"currency":"green","value":5}]}	\N
5421e5cf031d13c4	35	1	{"take":[{"currency":"yellow","value":8}]}	\N
5421e5cf031d13c4	36	2	{"buy":{"pay":[8],"slot":2}}	\N
5421e5cf031d13c4	37	0	{"take":[{"currency":"blue","value":7}]}	\N
5421e5cf031d13c4	38	1	{"buy":{"pay":[9,8],"slot":4}}	\N
5421e5cf031d13c4	39	2	{"buy":{"pay":[9],"slot":4}}	\N
5421e5cf031d13c4	40	0	{"buy":{"pay":[7,2],"slot":1}}	\N
5421e5cf031d13c4	41	0	{"take":[{"currency":"yellow","value":8}]}	\N
5421e5cf031d13c4	42	1	{"take":[{"currency":"yellow","value":8}]}	\N
5421e5cf031d13c4	43	2	{"take":[{"currency":"green","value":6}]}	\N
5421e5cf031d13c4	44	0	{"buy":{"pay":[8],"slot":4}}	\N
5421e5cf031d13c4	45	1	{"take":[{"currency":"blue","value":1},{"currency":"yellow","value":4}]}	\N
5421e5cf031d13c4	46	2	{"buy":{"pay":[6],"slot":2}}	\N
5421e5cf031d13c4	47	2	{"take":[{"currency":"green","value":1},{"currency":"yellow","value":4}]}	\N
5421e5cf031d13c4	48	0	{"take":[{"currency":"green","value":9}]}	\N
5421e5cf031d13c4	49	1	{"take":[{"currency":"blue","value":8}]}	\N
5421e5cf031d13c4	50	2	{"take":[{"currency":"blue","value":9}]}	\N
5421e5cf031d13c4	51	0	{"buy":{"pay":[9,5],"slot":2}}	\N
5421e5cf031d13c4	52	1	{"take":[{"currency":"orange","value":7}]}	\N
5421e5cf031d13c4	53	2	{"take":[{"currency":"blue","value":2},{"currency":"yellow","value":3}]}	\N
5421e5cf031d13c4	54	0	{"take":[{"currency":"blue","value":7}]}	\N
5421e5cf031d13c4	55	1	{"buy":{"pay":[7,7],"slot":3}}	\N
5421e5cf031d13c4	56	2	{"buy":{"pay":[4,3],"slot":4}}	\N
5421e5cf031d13c4	57	2	{"take":[{"currency":"blue","value":6}]}	\N
5421e5cf031d13c4	59	1	{"take":[{"currency":"green","value":4},{"currency":"yellow","value":1}]}	\N
5421e5cf031d13c4	60	2	{"take":[{"currency":"green","value":5}]}	\N
5421e5cf031d13c4	61	0	{"buy":{"pay":[4],"slot":1}}	\N
5421e5cf031d13c4	62	0	{"take":[{"currency":"yellow","value":7}]}	\N
5421e5cf031d13c4	63	1	{"buy":{"pay":[8],"slot":1}}	\N
5421e5cf031d13c4	64	1	{"take":[{"currency":"yellow","value":5}]}	\N
5421e5cf031d13c4	65	2	{"buy":{"pay":[5,2],"slot":2}}	\N
5421e5cf031d13c4	66	2	{"buy":{"pay":[6],"slot":1}}	\N
5421e5cf031d13c4	67	0	{"buy":{"pay":[7,2],"slot":4}}	\N
5421e5cf031d13c4	68	0	{"take":[{"currency":"orange","value":6}]}	\N
5421e5cf031d13c4	69	1	{"buy":{"pay":[4],"slot":4}}	\N
5421e5cf031d13c4	70	2	{"buy":{"pay":[9],"slot":1}}	\N
5421e5cf031d13c4	71	0	{"buy":{"pay":[6],"slot":3}}	\N
5421e5cf031d13c4	72	1	{"take":[{"currency":"green","value":7}]}	\N
5421e5cf031d13c4	73	2	{"buy":{"pay":[2],"slot":1}}	\N
5421e5cf031d13c4	74	2	{"take":[{"currency":"blue","value":3},{"currency":"yellow","value":1},{"currency":"yellow","value":1}]}	\N
5421e5cf031d13c4	75	0	{"take":[{"currency":"orange","value":9}]}	\N
5421e5cf031d13c4	76	1	{"take":[{"currency":"green","value":2},{"currency":"green","value":3}]}	\N
5421e5cf031d13c4	77	2	{"take":[{"currency":"orange","value":9}]}	\N
5421e5cf031d13c4	78	0	{"take":[{"currency":"green","value":5}]}	\N
5421e5cf031d13c4	79	1	{"buy":{"pay":[7,4,2],"slot":2}}	\N
5421e5cf031d13c4	80	1	{"take":[{"currency":"orange","value":6}]}	\N
5421e5cf031d13c4	81	2	{"buy":{"pay":[9,3],"slot":3}}	\N
5421e5cf031d13c4	82	0	{"take":[{"currency":"yellow","value":6}]}	\N
5421e5cf031d13c4	83	1	{"take":[{"currency":"green","value":1},{"currency":"green","value":3},{"currency":"orange","value":1}]}	\N
5421e5cf031d13c4	84	2	{"take":[{"currency":"green","value":9}]}	\N
5421e5cf031d13c4	85	0	{"take":[{"currency":"green","value":3},{"currency":"orange","value":2}]}	\N
5421e5cf031d13c4	86	1	{"buy":{"pay":[6,1],"slot":3}}	\N
5421e5cf031d13c4	87	1	{"take":[{"currency":"orange","value":8}]}	\N
5421e5cf031d13c4	88	2	{"take":[{"currency":"blue","value":5}]}	\N
5421e5cf031d13c4	89	0	{"buy":{"pay":[9],"slot":3}}	\N
5421e5cf031d13c4	90	0	{"take":[{"currency":"green","value":9}]}	\N
5421e5cf031d13c4	91	1	{"take":[{"currency":"blue","value":6}]}	\N
5421e5cf031d13c4	92	2	{"buy":{"pay":[5],"slot":1}}	\N
5421e5cf031d13c4	93	0	{"take":[{"currency":"blue","value":9}]}	\N
5421e5cf031d13c4	94	1	{"take":[{"currency":"yellow","value":5}]}	\N
5421e5cf031d13c4	95	2	{"take":[{"currency":"blue","value":1},{"currency":"orange","value":4}]}	\N
5421e5cf031d13c4	96	0	{"take":[{"currency":"blue","value":9}]}	\N
5421e5cf031d13c4	97	1	{"take":[{"currency":"orange","value":8}]}	\N
5421e5cf031d13c4	98	2	{"take":[{"currency":"green","value":4},{"currency":"orange","value":1}]}	\N
5421e5cf031d13c4	99	0	{"take":[{"currency":"yellow","value":9}]}	\N
5421e5cf031d13c4	100	1	{"take":[{"currency":"green","value":7}]}	\N
5421e5cf031d13c4	101	2	{"take":[{"currency":"orange","value":6}]}	\N
5421e5cf031d13c4	102	0	{"take":[{"currency":"yellow","value":6}]}	\N
5421e5cf031d13c4	103	1	{"take":[{"currency":"orange","value":1},{"currency":"orange","value":2},{"currency":"yellow","value":2}]}	\N
5421e5cf031d13c4	104	2	{"take":[{"currency":"orange","value":8}]}	\N
5421e5cf031d13c4	105	0	{"take":[{"currency":"blue","value":3},{"currency":"orange","value":2}]}	\N
5421e5cf031d13c4	106	1	{"take":[{"currency":"blue","value":8}]}	\N
5421e5cf031d13c4	107	2	{"take":[{"currency":"green","value":6}]}	\N
5421e5cf031d13c4	108	0	{"take":[{"currency":"orange","value":9}]}	\N
5421e5cf031d13c4	109	1	{"take":[{"currency":"orange","value":5}]}	\N
5421e5cf031d13c4	110	2	{"take":[{"currency":"blue","value":8}]}	\N
5421e5cf031d13c4	111	0	{"take":[{"currency":"yellow","value":5}]}	\N
5421e5cf031d13c4	112	1	{"take":[{"currency":"green","value":4}]}	\N
5421e5cf031d13c4	113	2	{"buy":{"pay":[8],"slot":1}}	\N
5421e5cf031d13c4	114	2	{"take":[{"currency":"blue","value":4}]}	\N
5421e5cf031d13c4	115	0	{"take":[{"currency":"green","value":8}]}	\N
5421e5cf031d13c4	116	1	{"take":[{"currency":"orange","value":9}]}	\N
5421e5cf031d13c4	117	2	{"take":[{"currency":"blue","value":3},{"currency":"green","value":2}]}	\N
5421e5cf031d13c4	118	0	{"take":[{"currency":"orange","value":7}]}	\N
5421e5cf031d13c4	119	1	{"take":[{"currency":"green","value":9}]}	\N
5421e5cf031d13c4	120	2	{"take":[{"currency":"blue","value":5}]}	\N
5421e5cf031d13c4	121	0	{"take":[{"currency":"orange","value":4}]}	\N
5421e5cf031d13c4	122	1	{"take":[{"currency":"green","value":2},{"currency":"yellow","value":3}]}	\N
5421e5cf031d13c4	123	2	{"take":[{"currency":"yellow","value":7}]}	\N
5421e5cf031d13c4	124	0	{"take":[{"currency":"yellow","value":4}]}	\N
5421e5cf031d13c4	125	1	{"take":[{"currency":"yellow","value":7}]}	\N
5421e5cf031d13c4	126	2	{"take":[{"currency":"blue","value":6}]}	\N
5421e5cf031d13c4	127	0	{"take":[{"currency":"yellow","value":6}]}	\N
5421e5cf031d13c4	128	1	{"take":[{"currency":"green","value":6}]}	\N
5421e5cf031d13c4	129	2	{"take":[{"currency":"blue","value":4}]}	\N
5421e5cf031d13c4	130	0	{"take":[{"currency":"blue","value":7}]}	\N
5421e5cf031d13c4	131	1	{"take":[{"currency":"orange","value":5}]}	\N
5421e5cf031d13c4	132	2	{"take":[{"currency":"green","value":5}]}	\N
5421e5cf031d13c4	133	0	{"take":[{"currency":"green","value":8}]}	\N
5421e5cf031d13c4	134	1	{"take":[{"currency":"orange","value":5}]}	\N
5421e5cf031d13c4	135	2	{"take":[{"currency":"orange","value":1},{"currency":"yellow","value":4}]}	\N
5421e5cf031d13c4	136	0	{"take":[{"currency":"green","value":7}]}	\N
5421e5cf031d13c4	137	1	{"take":[{"currency":"blue","value":2},{"currency":"orange","value":3}]}	\N
5421e5cf031d13c4	138	2	{"take":[{"currency":"orange","value":7}]}	\N
5421e5cf031d13c4	139	0	{"take":[{"currency":"blue","value":9}]}	\N
5421e5cf031d13c4	140	1	{"take":[{"currency":"yellow","value":7}]}	\N
5421e5cf031d13c4	141	2	{"take":[{"currency":"blue","value":7}]}	\N
5421e5cf031d13c4	142	0	{"take":[{"currency":"blue","value":2},{"currency":"orange","value":3}]}	\N
5421e5cf031d13c4	143	1	{"take":[{"currency":"yellow","value":8}]}	\N
5421e5cf031d13c4	144	2	{"take":[{"currency":"green","value":6}]}	\N
5421e5cf031d13c4	145	0	{"take":[{"currency":"green","value":1},{"currency":"green","value":4}]}	\N
5421e5cf031d13c4	146	1	{"take":[{"currency":"yellow","value":9}]}	\N
5421e5cf031d13c4	147	2	{"take":[{"currency":"orange","value":6}]}	\N
5421e5cf031d13c4	148	0	{"take":[{"currency":"blue","value":5}]}	\N
5421e5cf031d13c4	149	1	{"take":[{"currency":"orange","value":9}]}	\N
5421e5cf031d13c4	150	2	{"take":[{"currency":"blue","value":4}]}	\N
5421e5cf031d13c4	151	0	{"take":[{"currency":"blue","value":1},{"currency":"yellow","value":4}]}	\N
5421e5cf031d13c4	152	1	{"take":[{"currency":"blue","value":8}]}	\N
5421e5cf031d13c4	153	2	{"take":[{"currency":"orange","value":6}]}	\N
5421e5cf031d13c4	154	0	{"take":[{"currency":"yellow","value":2},{"currency":"yellow","value":3}]}	\N
5421e5cf031d13c4	155	1	{"take":[{"currency":"blue","value":7}]}	\N
5421e5cf031d13c4	156	2	{"take":[{"currency":"blue","value":6}]}	\N
5421e5cf031d13c4	157	0	{"take":[{"currency":"blue","value":5}]}	\N
5421e5cf031d13c4	158	1	{"take":[{"currency":"green","value":7}]}	\N
5421e5cf031d13c4	159	2	{"take":[{"currency":"yellow","value":9}]}	\N
5421e5cf031d13c4	160	0	{"take":[{"currency":"green","value":5}]}	\N
5421e5cf031d13c4	161	1	{"take":[{"currency":"green","value":2},{"currency":"yellow","value":3}]}	\N
5421e5cf031d13c4	162	2	{"take":[{"currency":"orange","value":7}]}	\N
5421e5cf031d13c4	163	0	{"take":[{"currency":"green","value":8}]}	\N
5421e5cf031d13c4	164	1	{"take":[{"currency":"yellow","value":8}]}	\N
5421e5cf031d13c4	165	2	{"take":[{"currency":"blue","value":8}]}	\N
5421e5cf031d13c4	166	0	{"take":[{"currency":"blue","value":2},{"currency":"orange","value":3}]}	\N
5421e5cf031d13c4	167	1	{"take":[{"currency":"orange","value":4}]}	\N
5421e5cf031d13c4	168	2	{"buy":{"pay":[4,4,1],"slot":1}}	\N
5421e5cf031d13c4	169	2	{"buy":{"pay":[6,4],"slot":3}}	\N
5421e5cf031d13c4	170	2	{"buy":{"pay":[5,4,2],"slot":2}}	\N
5421e5cf031d13c4	171	2	{"buy":{"pay":[9,1],"slot":4}}	\N
5421e5cf031d13c4	172	2	"pass"	\N
5421e5cf031d13c4	173	0	{"buy":{"pay":[3,2,2,1],"slot":1}}	\N
5421e5cf031d13c4	174	0	{"take":[{"currency":"orange","value":6}]}	\N
5421e5cf031d13c4	175	1	{"buy":{"pay":[8,2,1],"slot":1}}	\N
5421e5cf031d13c4	176	1	{"take":[{"currency":"blue","value":4},{"currency":"yellow","value":1}]}	\N
5421e5cf031d13c4	177	2	{"buy":{"pay":[4,3,3],"slot":1}}	\N
5421e5cf031d13c4	178	2	{"take":[{"currency":"blue","value":1},{"currency":"green","value":4}]}	\N
5421e5cf031d13c4	179	0	{"take":[{"currency":"yellow","value":9}]}	\N
5421e5cf031d13c4	180	1	{"take":[{"currency":"green","value":5}]}	\N
5421e5cf031d13c4	181	2	{"take":[{"currency":"blue","value":4}]}	\N
5421e5cf031d13c4	182	0	{"take":[{"currency":"blue","value":3},{"currency":"green","value":2}]}	\N
5421e5cf031d13c4	183	1	{"take":[{"currency":"blue","value":1},{"currency":"orange","value":4}]}	\N
5421e5cf031d13c4	184	2	{"take":[{"currency":"blue","value":8}]}	\N
5421e5cf031d13c4	185	0	{"take":[{"currency":"blue","value":1},{"currency":"blue","value":4}]}	\N
5421e5cf031d13c4	186	1	{"take":[{"currency":"blue","value":2},{"currency":"blue","value":3}]}	\N
5421e5cf031d13c4	187	2	{"take":[{"currency":"blue","value":2},{"currency":"blue","value":3}]}	\N
5421e5cf031d13c4	188	0	{"take":[{"currency":"blue","value":2}]}	\N
5421e5cf031d13c4	189	1	{"buy":{"pay":[4,3,2],"slot":3}}	\N
5421e5cf031d13c4	190	1	{"buy":{"pay":[3,3,2,1],"slot":4}}	\N
5421e5cf031d13c4	191	1	{"buy":{"pay":[3,3,2,2],"slot":2}}	\N
5421e5cf031d13c4	192	1	{"buy":{"pay":[6,3,2],"slot":1}}	\N
5421e5cf031d13c4	193	1	"pass"	\N
f3f7d70b3e777598	0	1	{"take":62}	\N
f3f7d70b3e777598	1	1	"propose"	\N
f3f7d70b3e777598	2	1	{"to":2}	\N
f3f7d70b3e777598	3	1	{"consent":{"building":"hospital","lots":[63,66,67,68]}}	\N
f3f7d70b3e777598	4	1	{"share":70}	\N
f3f7d70b3e777598	5	1	{"ask_points":4}	\N
f3f7d70b3e777598	6	1	"send"	\N
f3f7d70b3e777598	7	2	"accept"	\N
f3f7d70b3e777598	8	1	{"build":{"building":"hospital","lots":[63,66,67,68]}}	\N
f3f7d70b3e777598	9	2	{"take":23}	\N
f3f7d70b3e777598	10	2	"propose"	\N
f3f7d70b3e777598	11	2	{"to":0}	\N
f3f7d70b3e777598	12	2	{"consent":{"building":"store","lots":[42,43]}}	\N
f3f7d70b3e777598	13	2	{"give_points":1}	\N
f3f7d70b3e777598	14	2	"send"	\N
f033f4f89468b74e	0	1	{"discard":"Parking Lot"}	\N
f033f4f89468b74e	1	1	{"discard":"Construction Gang"}	\N
95a445792b880a35	0	0	{"take":73}	\N
95a445792b880a35	3	0	{"give":19}	\N
95a445792b880a35	6	0	"send"	\N
95a445792b880a35	9	0	{"give":35}	\N
95a445792b880a35	12	0	{"give_points":1}	\N
95a445792b880a35	15	0	"propose"	\N
95a445792b880a35	18	0	{"give":64}	\N
f3f7d70b3e777598	16	2	{"build":{"building":"store","lots":[42,43]}}	\N
f3f7d70b3e777598	19	0	{"to":1}	\N
d50ca23ef976cac7	9	0	{"take":37}	\N
d50ca23ef976cac7	12	0	{"give":10}	\N
d50ca23ef976cac7	15	0	{"give_points":1}	\N
d50ca23ef976cac7	18	0	"propose"	\N
f033f4f89468b74e	3	0	{"discard":"Corner Grocery"}	\N
f033f4f89468b74e	10	1	{"build":"General Contractor"}	\N
f033f4f89468b74e	13	0	{"pay":"Office Park"}	\N
f033f4f89468b74e	16	0	{"pay":"High-Rise"}	\N
639adb6e33791a09	5	0	{"discard":"Bus Depot"}	\N
639adb6e33791a09	14	1	{"build":"General Contractor"}	\N
639adb6e33791a09	15	2	{"build":"Diner"}	\N
639adb6e33791a09	16	2	{"pay":"Hospital"}	\N
639adb6e33791a09	19	0	{"pay":"High-Rise"}	\N
a62ef3cf9c82364f	7	0	{"discard":"Housing Tracts"}	\N
a62ef3cf9c82364f	27	0	{"build":"Parking Lot"}	\N
a62ef3cf9c82364f	34	0	{"pay":"Diner"}	\N
f033f4f89468b74e	2	0	{"discard":"School"}	\N
f033f4f89468b74e	9	0	{"build":"General Contractor"}	\N
f033f4f89468b74e	12	0	{"pay":"Freeway Interchange"}	\N
f033f4f89468b74e	15	0	{"build":"Warehouse District"}	\N
639adb6e33791a09	4	0	{"discard":"Construction Gang"}	\N
639adb6e33791a09	13	0	{"build":"General Contractor"}	\N
639adb6e33791a09	18	0	{"pay":"High-Rise"}	\N
a62ef3cf9c82364f	6	0	{"discard":"Housing Tracts"}	\N
a62ef3cf9c82364f	9	1	{"build":"Train Station"}	\N
a62ef3cf9c82364f	10	1	{"pay":"Diner"}	\N
a62ef3cf9c82364f	11	1	{"pay":"Office Building"}	\N
a62ef3cf9c82364f	12	1	{"pay":"Multiplex"}	\N
a62ef3cf9c82364f	13	1	{"pay":"Convention Center"}	\N
a62ef3cf9c82364f	14	2	{"build":"Theater"}	\N
a62ef3cf9c82364f	15	2	{"pay":"Market Hall"}	\N
a62ef3cf9c82364f	16	2	{"pay":"Tech Park"}	\N
a62ef3cf9c82364f	17	2	{"pay":"Hospital"}	\N
a62ef3cf9c82364f	18	2	{"pay":"Amusement Park"}	\N
a62ef3cf9c82364f	19	3	{"build":"Art Gallery"}	\N
a62ef3cf9c82364f	20	3	{"pay":"Office Building"}	\N
a62ef3cf9c82364f	21	3	{"pay":"High-Rise"}	\N
a62ef3cf9c82364f	22	3	{"pay":"Concert Hall"}	\N
a62ef3cf9c82364f	23	3	{"pay":"Monument"}	\N
a62ef3cf9c82364f	24	1	{"build":"General Contractor"}	\N
a62ef3cf9c82364f	25	2	{"build":"General Contractor"}	\N
a62ef3cf9c82364f	26	3	{"build":"General Contractor"}	\N
a62ef3cf9c82364f	33	0	{"build":"Housing Tracts"}	\N
a62ef3cf9c82364f	35	2	{"discard":"Cinema"}	\N
a62ef3cf9c82364f	36	2	{"discard":"Warehouse District"}	\N
a62ef3cf9c82364f	37	2	{"discard":"Department Store"}	\N
a62ef3cf9c82364f	38	2	{"discard":"Estates"}	\N
a62ef3cf9c82364f	39	3	{"discard":"Freeway Interchange"}	\N
a62ef3cf9c82364f	40	3	{"discard":"Boutique"}	\N
a62ef3cf9c82364f	41	3	{"discard":"Diner"}	\N
a62ef3cf9c82364f	42	3	{"discard":"Bus Depot"}	\N
a62ef3cf9c82364f	43	1	{"build":"City Hall Annex"}	\N
a62ef3cf9c82364f	44	1	{"pay":"Luxury Homes"}	\N
a62ef3cf9c82364f	45	2	{"build":"University"}	\N
a62ef3cf9c82364f	46	2	{"pay":"Market Hall"}	\N
a62ef3cf9c82364f	47	2	{"pay":"Office Park"}	\N
a62ef3cf9c82364f	48	2	{"pay":"Park & Ride"}	\N
a62ef3cf9c82364f	49	2	{"pay":"Bridge"}	\N
a62ef3cf9c82364f	50	2	{"pay":"Skyscraper"}	\N
a62ef3cf9c82364f	51	3	"survey"	\N
\.


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.games (id, game, players, options, seed, status, created_at) FROM stdin;
a850b065cc3bf06e	metropolis	2	{}	7001	finished	1795676765050
146dcf33ec4c984e	metropolis	2	{}	7002	finished	1795676765074
1c55a4541cb31145	metropolis	2	{}	7003	finished	1795676765102
3c86b54df3b9f97d	metropolis	2	{}	7004	finished	1795676765131
78ccc9007a5b062e	metropolis	3	{}	7005	finished	1795676765161
d001b4dd43131626	metropolis	3	{}	7006	finished	1795676765186
f376d2021c335520	metropolis	3	{}	7007	finished	1795676765222
f63e87656649cf88	metropolis	4	{}	7009	finished	1795676765280
df11d51533588af8	metropolis	3	{}	7008	finished	1795676765251
6cd44a96c5ca925c	metropolis	4	{}	7011	finished	1795676765398
d283de8ac24d7c8e	metropolis	4	{}	7010	finished	1795676765337
ba92a4daf31cf00e	metropolis	4	{}	7012	finished	1795676765405
fbb227830213c340	metropolis	5	{}	7013	finished	1795676765460
a7c79e04da4ad138	metropolis	5	{}	7014	finished	1795676765499
9bd99e90eb47aff7	metropolis	5	{}	7015	finished	1795676765515
0bef83c181bc8ea0	metropolis	5	{}	7016	finished	1795676765622
6dd35a6830209a0c	city	2	{}	7017	finished	1795676765643
37799e7b833e0d74	city	2	{}	7018	finished	1795676765678
f3698f315ed27009	city	2	{}	7019	finished	1795676765715
fb5398f3578c4c62	city	3	{}	7020	finished	1795676765755
3e5d1327818d1152	city	3	{}	7021	finished	1795676765772
507f2c705b52ecde	city	3	{}	7022	finished	1795676765799
3b88275666c59ed7	city	4	{}	7023	finished	1795676765807
ff73869d1ddcb2de	city	4	{}	7024	finished	1795676765839
bce214bd28ef3e9e	city	4	{}	7025	finished	1795676765873
bc5643bd36b86eb2	city	5	{}	7026	finished	1795676765911
ced512e63a97480b	city	5	{}	7027	finished	1795676765928
39f4766a073d4416	city	5	{}	7028	finished	1795676765986
413e3ce6e4d1261d	forsale	3	{}	7029	finished	1795676766002
78849928a8e721f9	forsale	4	{}	7030	finished	1795676766057
0feaa8af49215f95	skyline	2	{}	7031	finished	1795676766065
95a445792b880a35	metropolis	2	{}	7033	active	1795676766166
5421e5cf031d13c4	skyline	3	{}	7032	finished	1795676766120
f3f7d70b3e777598	metropolis	3	{}	7034	active	1795676766205
d50ca23ef976cac7	metropolis	4	{}	7035	active	1795676766231
f033f4f89468b74e	city	2	{}	7036	active	1795676766255
639adb6e33791a09	city	3	{}	7037	active	1795676766315
a62ef3cf9c82364f	city	4	{}	7038	active	1795676766323
\.


--
-- Data for Name: schema_version; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.schema_version (version) FROM stdin;
1
\.


--
-- Data for Name: seats; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.seats (game_id, seat, kind, bot, token_hash, name) FROM stdin;
a850b065cc3bf06e	0	bot	greedy	\N	\N
a850b065cc3bf06e	1	bot	greedy	\N	\N
146dcf33ec4c984e	0	bot	random	\N	\N
146dcf33ec4c984e	1	bot	random	\N	\N
1c55a4541cb31145	0	bot	greedy	\N	\N
1c55a4541cb31145	1	bot	greedy	\N	\N
3c86b54df3b9f97d	0	bot	random	\N	\N
3c86b54df3b9f97d	1	bot	random	\N	\N
78ccc9007a5b062e	0	bot	greedy	\N	\N
78ccc9007a5b062e	1	bot	greedy	\N	\N
78ccc9007a5b062e	2	bot	greedy	\N	\N
d001b4dd43131626	0	bot	random	\N	\N
d001b4dd43131626	1	bot	random	\N	\N
d001b4dd43131626	2	bot	random	\N	\N
f376d2021c335520	0	bot	greedy	\N	\N
f376d2021c335520	1	bot	greedy	\N	\N
f376d2021c335520	2	bot	greedy	\N	\N
df11d51533588af8	0	bot	random	\N	\N
df11d51533588af8	1	bot	random	\N	\N
df11d51533588af8	2	bot	random	\N	\N
f63e87656649cf88	0	bot	greedy	\N	\N
f63e87656649cf88	1	bot	greedy	\N	\N
f63e87656649cf88	2	bot	greedy	\N	\N
f63e87656649cf88	3	bot	greedy	\N	\N
d283de8ac24d7c8e	0	bot	random	\N	\N
d283de8ac24d7c8e	1	bot	random	\N	\N
d283de8ac24d7c8e	2	bot	random	\N	\N
d283de8ac24d7c8e	3	bot	random	\N	\N
6cd44a96c5ca925c	0	bot	greedy	\N	\N
6cd44a96c5ca925c	1	bot	greedy	\N	\N
6cd44a96c5ca925c	2	bot	greedy	\N	\N
6cd44a96c5ca925c	3	bot	greedy	\N	\N
ba92a4daf31cf00e	0	bot	random	\N	\N
ba92a4daf31cf00e	1	bot	random	\N	\N
ba92a4daf31cf00e	2	bot	random	\N	\N
ba92a4daf31cf00e	3	bot	random	\N	\N
fbb227830213c340	0	bot	greedy	\N	\N
fbb227830213c340	1	bot	greedy	\N	\N
fbb227830213c340	2	bot	greedy	\N	\N
fbb227830213c340	3	bot	greedy	\N	\N
fbb227830213c340	4	bot	greedy	\N	\N
a7c79e04da4ad138	0	bot	random	\N	\N
a7c79e04da4ad138	1	bot	random	\N	\N
a7c79e04da4ad138	2	bot	random	\N	\N
a7c79e04da4ad138	3	bot	random	\N	\N
a7c79e04da4ad138	4	bot	random	\N	\N
9bd99e90eb47aff7	0	bot	greedy	\N	\N
9bd99e90eb47aff7	1	bot	greedy	\N	\N
9bd99e90eb47aff7	2	bot	greedy	\N	\N
9bd99e90eb47aff7	3	bot	greedy	\N	\N
9bd99e90eb47aff7	4	bot	greedy	\N	\N
0bef83c181bc8ea0	0	bot	random	\N	\N
0bef83c181bc8ea0	1	bot	random	\N	\N
0bef83c181bc8ea0	2	bot	random	\N	\N
0bef83c181bc8ea0	3	bot	random	\N	\N
0bef83c181bc8ea0	4	bot	random	\N	\N
6dd35a6830209a0c	0	bot	greedy	\N	\N
6dd35a6830209a0c	1	bot	greedy	\N	\N
37799e7b833e0d74	0	bot	random	\N	\N
37799e7b833e0d74	1	bot	random	\N	\N
f3698f315ed27009	0	bot	greedy	\N	\N
f3698f315ed27009	1	bot	greedy	\N	\N
fb5398f3578c4c62	0	bot	greedy	\N	\N
fb5398f3578c4c62	1	bot	greedy	\N	\N
fb5398f3578c4c62	2	bot	greedy	\N	\N
3e5d1327818d1152	0	bot	random	\N	\N
3e5d1327818d1152	1	bot	random	\N	\N
3e5d1327818d1152	2	bot	random	\N	\N
507f2c705b52ecde	0	bot	greedy	\N	\N
507f2c705b52ecde	1	bot	greedy	\N	\N
507f2c705b52ecde	2	bot	greedy	\N	\N
3b88275666c59ed7	0	bot	greedy	\N	\N
3b88275666c59ed7	1	bot	greedy	\N	\N
3b88275666c59ed7	2	bot	greedy	\N	\N
3b88275666c59ed7	3	bot	greedy	\N	\N
ff73869d1ddcb2de	0	bot	random	\N	\N
ff73869d1ddcb2de	1	bot	random	\N	\N
ff73869d1ddcb2de	2	bot	random	\N	\N
ff73869d1ddcb2de	3	bot	random	\N	\N
bce214bd28ef3e9e	0	bot	greedy	\N	\N
bce214bd28ef3e9e	1	bot	greedy	\N	\N
bce214bd28ef3e9e	2	bot	greedy	\N	\N
bce214bd28ef3e9e	3	bot	greedy	\N	\N
bc5643bd36b86eb2	0	bot	greedy	\N	\N
bc5643bd36b86eb2	1	bot	greedy	\N	\N
bc5643bd36b86eb2	2	bot	greedy	\N	\N
bc5643bd36b86eb2	3	bot	greedy	\N	\N
bc5643bd36b86eb2	4	bot	greedy	\N	\N
ced512e63a97480b	0	bot	random	\N	\N
ced512e63a97480b	1	bot	random	\N	\N
ced512e63a97480b	2	bot	random	\N	\N
ced512e63a97480b	3	bot	random	\N	\N
ced512e63a97480b	4	bot	random	\N	\N
39f4766a073d4416	0	bot	greedy	\N	\N
39f4766a073d4416	1	bot	greedy	\N	\N
39f4766a073d4416	2	bot	greedy	\N	\N
39f4766a073d4416	3	bot	greedy	\N	\N
39f4766a073d4416	4	bot	greedy	\N	\N
413e3ce6e4d1261d	0	bot	greedy	\N	\N
413e3ce6e4d1261d	1	bot	greedy	\N	\N
413e3ce6e4d1261d	2	bot	greedy	\N	\N
78849928a8e721f9	0	bot	greedy	\N	\N
78849928a8e721f9	1	bot	greedy	\N	\N
78849928a8e721f9	2	bot	greedy	\N	\N
78849928a8e721f9	3	bot	greedy	\N	\N
0feaa8af49215f95	0	bot	greedy	\N	\N
0feaa8af49215f95	1	bot	greedy	\N	\N
5421e5cf031d13c4	0	bot	greedy	\N	\N
5421e5cf031d13c4	1	bot	greedy	\N	\N
5421e5cf031d13c4	2	bot	greedy	\N	\N
f3f7d70b3e777598	0	human	\N	23d0e70dc8d08b656c66aef7ac113869c18b5bca479153724bc67ca7460330a1	Ann
f3f7d70b3e777598	1	bot	greedy	\N	\N
f3f7d70b3e777598	2	bot	greedy	\N	\N
f033f4f89468b74e	0	human	\N	a40c8b14438e1fe54c0ba3b69070b0e54011f115bb6585c4de1d77e53525b8d7	Ann
f033f4f89468b74e	1	bot	greedy	\N	\N
a62ef3cf9c82364f	0	human	\N	0d6d655ac6e4c7c2b89d22b43cc5e7d2c907bc833de26fa5cf2b6fff9112bdff	Ann
a62ef3cf9c82364f	1	bot	greedy	\N	\N
a62ef3cf9c82364f	2	bot	greedy	\N	\N
a62ef3cf9c82364f	3	bot	greedy	\N	\N
95a445792b880a35	0	human	\N	e7d548912b930755c7fc2ad3daa9269a23d8333d79437e7fab5085ad93c14630	Ann
95a445792b880a35	1	bot	greedy	\N	\N
d50ca23ef976cac7	0	human	\N	e09cba3b8607d0f1c32e12b6bfb899811cce1b45422fc6e5b712f232d4c51571	Ann
d50ca23ef976cac7	1	bot	greedy	\N	\N
d50ca23ef976cac7	2	bot	greedy	\N	\N
d50ca23ef976cac7	3	bot	greedy	\N	\N
639adb6e33791a09	0	human	\N	b4da78451c40998bf7a738873ac5c64ea31741c7cfae2558b7c5e36d34f611bc	Ann
639adb6e33791a09	1	bot	greedy	\N	\N
639adb6e33791a09	2	bot	greedy	\N	\N
\.


--
-- Name: actions actions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.actions
    ADD CONSTRAINT actions_pkey PRIMARY KEY (game_id, idx);


--
-- Name: games games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);


--
-- Name: seats seats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_pkey PRIMARY KEY (game_id, seat);


--
-- Name: games_by_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX games_by_status ON public.games USING btree (status, created_at);


--
-- PostgreSQL database dump complete
--

\unrestrict kN6jvylc6ayimOjWMSDTjBV8wOgXR4B7iNMhd9L5JHcUDoDNV0NK6o8OhO7EJA3

