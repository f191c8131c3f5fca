/**
 * The 3,000 most common passwords of at least 5 characters (the contract minimum when it was made;
 * new passwords now need 8, and the shorter entries are harmless), lower case, most
 * common first (docs/security.md, first audit item 16; OWASP ASVS 5.0 6.2.4 asks for at least the top 3,000
 * that fit the password policy). Source: the "passwords" frequency list of zxcvbn 4.4.2 (MIT, Copyright (c)
 * 2012-2016 Dan Wheeler and Dropbox, Inc.), itself ranked from Mark Burnett's 10 million password
 * corpus; entries shorter than 5 characters dropped, case folded, duplicates removed. Generated, not
 * edited by hand: regenerate with the same three rules if the list is ever replaced.
 */
export const COMMON_PASSWORDS_TEXT =
  '123456 password 12345678 qwerty 123456789 12345 111111 1234567 dragon 123123 baseball abc123 ' +
  'football monkey letmein shadow master 696969 mustang 666666 qwertyuiop 123321 1234567890 pussy ' +
  'superman 654321 1qaz2wsx 7777777 fuckyou qazwsx jordan 123qwe 000000 killer trustno1 hunter harley ' +
  'zxcvbnm asdfgh buster batman soccer tigger charlie sunshine iloveyou fuckme ranger hockey computer ' +
  'starwars asshole pepper klaster 112233 zxcvbn freedom princess maggie ginger 11111111 131313 ' +
  'cheese 159753 summer chelsea dallas biteme matrix yankees corvette austin access thunder merlin ' +
  'secret diamond hello hammer fucker 1234qwer silver gfhjkm internet samantha golfer scooter orange ' +
  'cookie q1w2e3r4t5 maverick sparky phoenix mickey bigdog snoopy guitar whatever chicken camaro ' +
  'mercedes peanut ferrari falcon cowboy welcome samsung steelers smokey dakota arsenal boomer eagles ' +
  'tigers marina nascar booboo gateway yellow porsche monster spider diablo hannah bulldog junior ' +
  'london purple compaq lakers iceman qwer1234 hardcore cowboys money banana ncc1701 boston tennis ' +
  'q1w2e3r4 coffee scooby 123654 nikita yamaha mother barney brandy chester fuckoff oliver player ' +
  'forever rangers midnight chicago bigdaddy redsox angel badboy fender jasper slayer rabbit natasha ' +
  'marine bigdick wizard marlboro raiders prince casper fishing flower jasmine iwantu panties adidas ' +
  'winter winner gandalf password1 enter ghbdtn 1q2w3e4r golden cocacola jordan23 winston madison ' +
  'angels panther blowme sexsex bigtits spanky bitch sophie asdfasdf horny thx1138 toyota tiger ' +
  'canada 12344321 blowjob 8675309 muffin liverpoo apples qwerty123 passw0rd abcd1234 pokemon 123abc ' +
  'slipknot qazxsw 123456a scorpion qwaszx butter startrek rainbow asdfghjkl newyork redskins gemini ' +
  'cameron qazwsxedc florida liverpool turtle sierra viking booger butthead doctor rocket 159357 ' +
  'dolphins captain bandit jaguar packers pookie peaches 789456 dolphin helpme theman maxwell ' +
  'qwertyui shithead lovers maddog giants nirvana metallic hotdog rosebud mountain warrior stupid ' +
  'elephant suckit success bond007 jackass alexis lucky scorpio samson q1w2e3 azerty rush2112 driver ' +
  'freddy 1q2w3e4r5t sydney gators dexter red123 123456q 12345a bubba creative voodoo trouble america ' +
  'nissan gunner garfield bullshit asdfghjk fucking apollo 1qazxsw2 eminem legend airborne beavis ' +
  'apple brooklyn godzilla skippy 4815162342 buddy qwert kitten magic shelby beaver phantom asdasd ' +
  'xavier braves darkness blink182 copper platinum qweqwe tomcat 01012011 girls bigboy 102030 animal ' +
  'police online 11223344 voyager lifehack 12qwaszx sniper 315475 trinity blazer heaven lover ' +
  'snowball playboy loveme bubbles hooters cricket willow donkey topgun nintendo saturn destiny ' +
  'pakistan pumpkin digital sergey redwings explorer private runner therock guinness lasvegas beatles ' +
  '789456123 cassie christin qwerty1 celtic asdf1234 andrey broncos 007007 babygirl eclipse fluffy ' +
  'cartman michigan carolina testing alexande birdie pantera cherry vampire mexico dickhead buffalo ' +
  'genius montana minecraft maximus flyers lovely stalker metallica doggie snickers speedy bronco ' +
  'lol123 paradise yankee horses magnum dreams 147258369 lacrosse ou812 goober enigma qwertyu scotty ' +
  'pimpin bollocks surfer poohbear genesis asd123 qweasdzxc racing hello1 hawaii eagle1 viper poopoo ' +
  'einstein boobies 12345q bitches drowssap simple badger alaska action jester drummer 111222 ' +
  'spitfire forest maryjane champion diesel svetlana friday hotrod 147258 chevy lucky1 westside ' +
  'security google badass tester shorty thumper hitman mozart zaq12wsx boobs reddog 010203 lizard ' +
  'a123456 123456789a ruslan eagle 1232323q scarface qwerty12 147852 a12345 buddha porno 420420 ' +
  'spirit money1 stargate qwe123 naruto mercury liberty 12345qwert semperfi suzuki popcorn spooky ' +
  'marley scotland kitty cherokee vikings simpsons rascal qweasd hummer loveyou michael1 patches ' +
  'russia jupiter penguin passion cumshot vfhbyf honda vladimir sandman passport raider bastard ' +
  '123789 infinity assman bulldogs fantasy sucker 1234554321 horney domino budlight disney ironman ' +
  'usuckballz1 softball brutus redrum bigred mnbvcxz fktrcfylh karina marines digger kawasaki cougar ' +
  'fireman oksana monday justice nigger super wildcats tinker logitech dancer swordfis avalon everton ' +
  'alexandr motorola patriots hentai madonna pussy1 ducati colorado connor juventus galore smooth ' +
  'freeuser warcraft boogie titanic wolverin elizabet arizona valentin saints asdfg accord test123 ' +
  'password123 christ yfnfif stinky spiderma naughty chopper hello123 ncc1701d extreme skyline zombie ' +
  'pearljam 123qweasd froggy awesome vision pirate fylhtq dreamer bullet predator empire 123123a ' +
  'kirill charlie1 panthers penis skipper nemesis rasdzv3 peekaboo rolltide cardinal psycho danger ' +
  'mookie happy1 wanker chevelle manutd goblue 9379992 hobbes vegeta fyfcnfcbz 852456 picard 159951 ' +
  'windows loverboy victory vfrcbv bambam serega 123654789 turkey tweety galina hiphop rooster ' +
  'changeme berlin taurus suckme polina electric avatar 134679 maksim raptor alpha1 hendrix newport ' +
  'bigcock brazil spring a1b2c3 madmax alpha britney sublime darkside bigman wolfpack classic ' +
  'hercules ronaldo letmein1 1q2w3e 741852963 spiderman blizzard 123456789q cheyenne cjkysirj tiger1 ' +
  'wombat bubba1 pandora zxc123 holiday wildcat devils horse alabama 147852369 caesar 12312 buddy1 ' +
  'bondage pussycat pickle shaggy catch22 leather chronic a1b2c3d4 admin qqq111 qaz123 airplane ' +
  'kodiak freepass billybob sunset katana phpbb chocolat snowman angel1 stingray firebird wolves ' +
  'zeppelin detroit pontiac gundam panzer vagina outlaw redhead tarheels greenday nastya 01011980 ' +
  'hardon engineer dragon1 hellfire serenity cobra fireball lickme darkstar 1029384756 01011 mustang1 ' +
  'flash 124578 strike beauty pavilion 01012000 bobafett dbrnjhbz bigmac bowling chris1 ytrewq natali ' +
  'pyramid rulez welcome1 dodgers apache swimming whynot teens trooper fuckit defender precious ' +
  '135790 packard weasel popeye lucifer cancer icecream 142536 raven swordfish presario viktor ' +
  'rockstar blonde james1 wutang spike atlanta airforce thailand casino lennon mouse 741852 hacker ' +
  'bluebird hawkeye 456123 theone catfish sailor goldfish nfnmzyf tattoo pervert barbie maxima ' +
  'nipples machine trucks wrangler rocks tornado lights cadillac bubble pegasus madman longhorn ' +
  'browns target 666999 eatme qazwsx123 microsoft dilbert christia baller lesbian shooter xfiles ' +
  'seattle qazqaz cthutq amateur prelude corona freaky malibu 123qweasdzxc assassin 246810 atlantis ' +
  'integra pussies iloveu lonewolf dragons monkey1 unicorn software bobcat stealth peewee openup ' +
  '753951 srinivas zaqwsx valentina shotgun trigger veronika bruins coyote babydoll joker dollar ' +
  'lestat rocky1 hottie random butterfly wordpass smiley sweety snake chipper woody samurai devildog ' +
  'gizmo maddie soso123aljg mistress freedom1 flipper express hjvfirf moose cessna piglet polaris ' +
  'teacher montreal cookies wolfgang scully fatboy wicked balls tickle bunny dfvgbh foobar transam ' +
  'pepsi fetish oicu812 basketba toshiba hotstuff sunday booty gambit 31415926 impala stephani ' +
  'jessica1 hooker lancer knicks shamrock fuckyou2 stinger 314159 redneck deftones squirt siemens ' +
  'blaster trucker subaru renegade ibanez manson swinger reaper blondie mylove galaxy blahblah ' +
  'enterpri travel 1234abcd babylon5 indiana skeeter master1 sugar ficken smoke bigone sweetpea ' +
  'fucked trfnthbyf marino escort smitty bigfoot babes larisa trumpet spartan valera babylon asdfghj ' +
  'yankees1 bigboobs stormy mister hamlet aardvark butterfl marathon paladin cavalier manchester ' +
  'skater indigo hornet buckeyes 01011990 indians karate hesoyam toronto diamonds chiefs buckeye ' +
  '1qaz2wsx3edc highland hotsex charger redman passwor maiden drpepper storm pornstar garden ' +
  '12345678910 pencil sherlock timber thuglife insane pizza jungle jesus1 aragorn 1a2b3c hamster ' +
  'david1 triumph techno lollol pioneer catdog 321654 fktrctq morpheus 141627 pascal shadow1 hobbit ' +
  'wetpussy erotic consumer blabla justme stones chrissy spartak goforit burger pitbull adgjmptw ' +
  'italia barcelona hunting colors kissme virgin overlord pebbles sundance emerald doggy racecar ' +
  'irina element 1478963 zipper alpine basket goddess poison nipple sakura chichi huskers 13579 ' +
  'pussys q12345 ultimate ncc1701e blackie nicola rommel matthew1 caserta omega geronimo sammy1 ' +
  'trojan 123qwe123 philips nugget tarzan chicks aleksandr bassman trixie portugal anakin dodger ' +
  'bomber superfly madness q1w2e3r4t5y6 loser 123asd fatcat ybrbnf soldier warlock wrinkle1 desire ' +
  'sexual seminole alejandr 951753 11235813 westham andrei concrete access14 letmein2 ladybug naked ' +
  'christop trombone tintin bluesky rhbcnbyf qazxswedc onelove cdtnkfyf whore vfvjxrf titans stallion ' +
  'truck hansolo blue22 smiles beagle panama kingkong flatron inferno mongoose connect poiuyt snatch ' +
  'qawsed juice blessed rocker snakes turbo bluemoon sex4me finger jamaica a1234567 mulder beetle ' +
  'fuckyou1 passat immortal plastic 123454321 anthony1 whiskey dietcoke spunky magic1 monitor cactus ' +
  'exigen planet ripper spyder apple1 nolimit hollywoo sluts sticky trunks 1234321 14789632 pickles ' +
  'sailing bonehead ghbdtnbr delta charlott rubber 911911 112358 molly1 yomama hongkong jumper ' +
  'william1 ilovesex faster unreal cumming memphis 1123581321 nylons legion sebastia shalom pentium ' +
  'geheim werewolf funtime ferret orion curious 555666 niners cantona sprite philly pirates abgrtyu ' +
  'lollipop eternity boeing super123 sweets cooldude tottenha green1 jackoff stocking 7895123 moomoo ' +
  'martini biscuit drizzt colt45 fossil makaveli snapper satan666 maniac salmon patriot verbatim ' +
  'nasty shasta asdzxc shaved blackcat raistlin qwerty12345 punkrock cjkywt 01012010 waterloo crimson ' +
  'twister oxford musicman seinfeld biggie condor ravens megadeth wolfman cosmos sharks banshee ' +
  'keeper foxtrot gn56gn56 skywalke velvet black1 sesame squirrel privet sunrise wolverine sucks ' +
  'legolas grendel ghost carrot frosty lvbnhbq blades stardust qazwsxed 121314 coolio brownie groovy ' +
  'twilight daytona vanhalen pikachu peanuts licker hershey jericho intrepid ninja 1234567a zaq123 ' +
  'lobster goblin punisher strider shogun kansas amadeus seven7 jason1 neptune showtime muscle oldman ' +
  'ekaterina rfrfirf getsome showme 111222333 obiwan skittles danni tanker maestro tarheel anubis ' +
  'hannibal newlife gothic shark fighter blue123 blues 123456z princes slick chaos thunder1 sabine ' +
  '1q2w3e4r5t6y python test1 mirage devil clover tequila chelsea1 surfing delete potato chubby ' +
  'panasonic sandiego portland baggins fusion sooners blackdog buttons californ moscow playtime ' +
  'mature 1a2b3c4d dagger stimpy asdf123 gangster warriors iverson chargers byteme swallow liquid ' +
  'lucky7 dingdong nymets cracker mushroom 456852 crusader bigguy miami dkflbvbh bugger nimrod tazman ' +
  'stranger newpass doodle powder gotcha guardian dublin slapshot septembe 147896325 pepsi1 milano ' +
  'grizzly woody1 knights photos nookie charly rammstein brasil 123321123 scruffy munchkin poopie ' +
  '123098 kittycat latino walnut thegame viper1 1passwor kolobok picasso robert1 barcelon bananas ' +
  'trance auburn coltrane eatshit goodluck starcraft wheels parrot postal blade wisdom gorilla ' +
  'katerina pass123 andrew1 shaney14 dumbass osiris fuck_inside oakland discover ranger1 spanking ' +
  'lonestar bingo meridian heather1 dookie stonecol megaman 192837465 rjntyjr ledzep lowrider ' +
  '25802580 richard1 firefly griffey racerx paradox ghjcnj gangsta zaq1xsw2 tacobell weezer sirius ' +
  'halflife buffett shiloh 123698745 vertigo sergei aliens sobaka keyboard kangaroo sinner soccer1 ' +
  '0.0.000 bonjour socrates chucky hotboy sprint sarah1 scarlet celica shazam formula1 sommer trebor ' +
  'qwerasdf mailcreated5240 bollox asshole1 fuckface honda1 rebels vacation lexmark penguins 12369874 ' +
  'ragnarok formula 258456 tempest vfhecz tacoma qwertz colombia flames rockon prodigy wookie ' +
  'dodgeram mustangs 123qaz sithlord smoker server incubus scoobydo oblivion molson kitkat titleist ' +
  'rescue zxcv1234 carpet bigballs tardis jimbob xanadu blueeyes shaman mersedes pooper pussy69 ' +
  'golfing hearts mallard 12312312 kenwood patrick1 cowboys1 oracle 123zxc nuttertools 102938 topper ' +
  '1122334455 shemale sleepy gremlin yourmom 123987 gateway1 printer monkeys peterpan mikey kingston ' +
  'cooler analsex jimbo pa55word asterix freckles birdman frank1 defiant aussie blondes tatyana ' +
  '445566 aspirine mariners jackal deadhead katrin anime rootbeer frogger scooter1 hallo noodles ' +
  'thomas1 parola shaolin celine 11112222 plymouth creampie justdoit ohyeah fatass assfuck amazon ' +
  '1234567q kisses magnus camel nopass bosco 987456 6751520 harley1 putter champs massive spidey ' +
  'lightnin camelot letsgo gizmodo aezakmi bones caliente 12121 goodtime thankyou raiders1 brucelee ' +
  'redalert aquarius 456654 catherin smokin mypass astros roller porkchop sapphire qwert123 kevin1 ' +
  'a1s2d3f4 beckham atomic rusty1 vanilla qazwsxedcrfv hunter1 kaktus cxfcnmt blacky 753159 elvis1 ' +
  'aggies blackjac bangkok scream 123321q iforgot power1 kasper abc12 buster1 slappy shitty veritas ' +
  'chevrole amber1 01012001 vader amsterdam jammer primus spectrum eduard granny horny1 sasha1 clancy ' +
  'usa123 satan diamond1 hitler avenger spankme 123456qwerty simba smudge scrappy labrador john316 ' +
  'syracuse front242 falcons husker candyman commando gator pacman delta1 pancho krishna fatman ' +
  'clitoris pineappl lesbians 8j4ye3uz barkley vulcan punkin boner celtics monopoly flyboy romashka ' +
  'hamburg 123456aa gangbang 223344 area51 spartans aaa111 tricky snuggles drago homerun vectra ' +
  'homer1 hermes topcat cuddles infiniti 1234567890q cosworth goose phoenix1 killer1 ivanov bossman ' +
  'qawsedrf peugeot exigent doberman durango brandon1 plumber telefon horndog laguna rbhbkk webmaster ' +
  'breeze beast porsche9 beefcake leopard redbull oscar1 topdog godsmack theking omega1 speaker ' +
  'viktoria fuckers bowler starbuck gjkbyf valhalla anarchy blacks herbie kingpin starfish nokia ' +
  'loveit achilles 906090 labtec ncc1701a fitness jordan1 brando arsenal1 kicker napass desert ' +
  'sailboat bohica tractor hidden muppet jackson1 jimmy1 terminator phillies pa55w0rd terror farside ' +
  'swingers legacy frontier butthole doughboy jrcfyf tuesday sabbath daniel1 nebraska homers ' +
  'qwertyuio azamat fallen agent007 striker camels iguana looker pinkfloy moloko qwerty123456 ' +
  'dannyboy luckydog 789654 pistol whocares charmed skiing select franky puppy daniil vladik vette ' +
  'vfrcbvrf ihateyou nevada moneys vkontakte mandingo puppies 666777 mystic zidane kotenok dilligaf ' +
  'budman bunghole zvezda 123457 triton golfball technics trojans panda laptop rookie 01011991 ' +
  '15426378 aberdeen gustav jethro enterprise stripper filter hurrican rfnthbyf lespaul gizmo1 butch ' +
  '132435 dthjybrf 1366613 excalibu 963852 nofear momoney possum cutter oilers moocow cupcake gbpltw ' +
  'batman1 splash svetik super1 soleil bogdan melissa1 vipers babyboy tdutybq lancelot ccbill ' +
  'keystone passwort flamingo firefox dogman vortex rebel noodle raven1 zaphod killme pokemon1 ' +
  'coolman danila designer skinny kamikaze deadman gopher doobie warhammer deeznuts freaks engage ' +
  'chevy1 steve1 apollo13 poncho hammers azsxdc dracula 000007 sassy bitch1 boots deskjet 12332 ' +
  'macdaddy mighty rangers1 manchest sterlin casey1 meatball mailman sinatra cthulhu summer1 bubbas ' +
  'cartoon bicycle eatpussy truelove sentinel tolkien breast capone lickit summit 123456k peter1 ' +
  'daisy1 kitty1 123456789z crazy1 jamesbon texas1 sexygirl 362436 sonic billyboy redhot microsof ' +
  'microlab daddy1 rockets iloveyo fernand gordon24 danie cutlass polska star69 titties pantyhos ' +
  '01011985 thekid aikido gofish mayday 1234qwe anfield lansing scotch catman 73501505 hustler ' +
  'dfkthbz passwor1 jenny1 azsxdcfv cheers irish1 gabrie tinman orioles charlton fortuna 01011970 ' +
  'airbus rustam xtreme bigmoney zxcasd retard grumpy huskies boxing 4runner kelly1 ultima warlord ' +
  'fordf150 oranges rotten asdfjkl superstar denali sultan bikini saratoga figaro sixers wildfire ' +
  'vladislav 128500 sparta mayhem greenbay chewie music1 number1 cancun fabie mellon poiuytrewq ' +
  'cloud9 crunch bigtime chicken1 piccolo bigbird 321654987 billy1 01011981 maradona sandro chester1 ' +
  'bizkit rjirfrgbde 789123 rightnow jasmine1 hyperion treasure meatloaf armani rovers jarhead ' +
  '01011986 cruise coconut dragoon utopia davids cosmo rfhbyf reebok charli giorgi sticks sayang ' +
  'pass1234 exodus anaconda zaqxsw illini woofwoof emily1 sandy1 packer poontang govols tomato beaner ' +
  'cooter creamy lionking happy123 albatros poodle kenworth dinosaur greens happyday eeyore tsunami ' +
  'cabbage holyshit turkey50 memorex chaser bogart orgasm tommy1 volley whisper knopka ericsson ' +
  'walleye 321123 pepper1 katie1 chickens tyler1 corrado twisted 100000 zorro clemson zxcasdqwe ' +
  'tootsie milana zenith fktrcfylhf shania frisco polniypizdec0211 crazybab junebug fugazi rereirf ' +
  'vfvekz sausage vfczyz koshka clapton justin1 anhyeuem condom fubar hardrock skywalker tundra cocks ' +
  'gringo 150781 canon vitalik aspire stocks samsung1 applepie abc12345 arjay gandalf1 pillow sparkle ' +
  'gmoney rockhard lucky13 samiam everest hellyeah bigsexy skorpion rfrnec hedgehog australi candle ' +
  'slacker dicks voyeur jazzman america1 bobby1 br0d3r wolfie vfksirf 1qa2ws3ed 13243546 fright ' +
  'yosemite karolina barsik cheetah baddog deniska starship bootie milena hithere greatone dildo ' +
  '50cent 0.0.0.000 albion amanda1 midget maxell football1 cyclone freeporn nikola bonsai kenshin ' +
  'slider balloon roadkill killbill 222333 jerkoff 78945612 dinamo tekken rambler goliath cinnamon ' +
  'malaka backdoor fiesta packers1 rastaman fletch sojdlg123aljg stefano artemis calico nyjets damnit ' +
  'robotech duchess rctybz hooter keywest 18436572 hal9000 mechanic pingpong operator presto sword ' +
  'rasputin spank bristol faggot shado 963852741 amsterda 321456 wibble carrera alibaba majestic ' +
  'ramses duster route66 trident clipper steeler wrestlin divine kipper gotohell kingfish snake1 ' +
  'passwords buttman pompey viagra zxcvbnm1 spurs 332211 slutty lineage2 macross pooter brian1 qwert1 ' +
  'charles1 slave jokers yzerman swimmer ne1469 nwo4life solnce seamus lolipop pupsik moose1 ivanova ' +
  'secret1 matador love69 420247 ktyjxrf subway cinder vermont pussie chico florian magick guiness ' +
  'allsop ghetto flash1 a123456789 typhoon dfkthf depeche skydive dammit seeker fuckthis crysis ' +
  'kcj9wx5n umbrella r2d2c3po 123123q snoopdog critter theboss 162534 splinter kinky cyclops jayhawk ' +
  '456321 caramel qwer123 underdog caveman onlyme grapes feather hotshot fuckher renault george1 ' +
  'sex123 pippen 000001 789987 floppy cunts megapass pornos kickass great1 quattro 135246 wassup ' +
  'helloo p0015123 nicole1 chivas shannon1 bullseye fishes blackhaw jamesbond tunafish juggalo ' +
  'dkflbckfd 123789456 dallas1 translator 122333 beanie alucard gfhjkm123 supersta magicman ashley1 ' +
  'cohiba xbox360 caligula 12131415 facial 7753191 dfktynbyf cobra1 cigars klingon bob123 safari ' +
  'looser 10203 deepthroat malina 200000 tazmania gonzo goalie jacob1 monaco cruiser misfit vh5150 ' +
  'tommyboy marino13 yousuck sharky vfhufhbnf horizon absolut brighton 123456r death1 kungfu forfun ' +
  'mamapapa enter1 budweise banker getmoney kostya qazwsx12 bigbear vector fallout nudist gunners ' +
  'royals chainsaw scania trader blueboy walrus eastside kahuna qwerty1234 love123 steph 01011989 ' +
  'cypress champ undertaker ybrjkfq europa snowboar sabres moneyman chrisbln minime nipper groucho ' +
  'whitey viewsonic penthous wolf359 fabric flounder coolguy whitesox passme smegma skidoo thanatos ' +
  'fucku2 snapple dalejr mondeo thesims mybaby panasoni sinbad thecat topher frodo sneakers q123456 ' +
  'z1x2c3 chicago1 taylor1 ghjcnjnfr cat123 olivier cyber titanium madison1 jabroni hambone intruder ' +
  'holly1 gargoyle sadie1 static poseidon studly newcastl sexxxx poppy johannes danzig beastie musica ' +
  'buckshot sunnyday adonis bluedog bonkers 2128506 chrono compute spawn 01011988 turbo1 smelly ' +
  'wapbbs goldstar ferrari1 778899 quantum pisces boomboom gunnar test1234 florida1 superman1 ' +
  'multiplelo custom motherlode 1qwerty westwood usnavy apple123 daewoo stereo sasuke sunflowe ' +
  'watcher dharma 555777 mouse1 assholes babyblue 123qwerty marius walmart snoop starfire tigger1 ' +
  'paintbal knickers aaliyah lokomotiv theend winston1 sapper rover erotica scanner racer sexy69 ' +
  'doogie bayern joshua1 newbie scott1 losers droopy outkast martin1 dodge1 wasser ufkbyf rjycnfynby ' +
  'thirteen 12345z 112211 hotred deejay hotpussy 192837 jessic philippe scout panther1 cubbies ' +
  'havefun magpie fghtkm avalanch newyork1 pudding leonid harry1 cbr600 audia4 bimmer fucku 01011984 ' +
  'idontknow vfvfgfgf aleksey builder 01011987 zerocool godfather mylife donuts allmine redfish ' +
  '777888 sascha nitram bounce 333666 smokes 1x2zkg8w rodman stunner zxasqw12 hoosier hairy beretta ' +
  'insert 123456s rtyuehe francesc tights cheese1 micron quartz hockey1 gegcbr searay jewels bogey ' +
  'paintball celeron padres syncmaster ziggy simon1 beaches prissy diehard orange1 mittens aleksandra ' +
  'queens 02071986 biggles thongs southpark artur twinkle gretzky rabota cambiami monalisa gollum ' +
  'chuckles spike1 gladiator whisky spongebob sexy1 03082006 mazafaka meathead ou8122 barefoot ' +
  '12345678q cfitymrf bigass a1s2d3 kosmos blessing titty clevelan terrapin ginger1 johnboy maggot ' +
  'clarinet deeznutz 336699 stumpy stoney footbal traveler volvo bucket snapon pianoman hawkeyes ' +
  'futbol casanova tango goodboy scuba honey1 sexyman warthog mustard abc1234 nickel 10203040 ' +
  'meowmeow boricua prophet sauron 12qwas reefer andromeda crystal1 joker1 90210 goofy lovesex ' +
  'triangle whatsup mellow bengals monster1 maste 01011910 lover1 love1 123aaa sunshin smeghead ' +
  'hokies sting welder rambo cerberus bunny1 rockford monke 1q2w3e4r5 goldwing gabriell buzzard ' +
  'crjhgbjy james007 rainman groove tiberius purdue nokia6300 hayabusa jagger diver zigzag poochie ' +
  'usarmy phish redwood redwing 12345679 salamander silver1 abcd123 sputnik boobie ripple eternal ' +
  '12qw34er thegreat allstar slinky gesperrt mishka whiskers pinhead overkill sweet1 rhfcjnrf ' +
  'montgom240 sersolution jamie1 starman proxy swords nikolay bacardi rasta badgirl rebecca1 wildman ' +
  'penny1 spaceman 10101 logan1 hacked bulldog1 helmet windsor buffy1 runescape trapper 123451 banane ' +
  'dbrnjh ripken 12345qwe frisky fester oasis lightning ib6ub9 cicero thedog 784512 01011992 megatron ' +
  'illusion edward1 napster 11223 squash roadking woohoo 19411945 hoosiers 01091989 tracker bagira ' +
  'midway leavemealone br549 14725836 235689 menace rachel1 laser stoned realmadrid 787898 balloons ' +
  'tinkerbell 5551212 maria1 pobeda heineken sonics moonlight optimus comet orchid 02071982 jaybird ' +
  'kashmir 12345678a chuang chunky peach mortgage rulezzz saleen chuckie zippy fishing1 gsxr750 ' +
  'doghouse maxim reader buddah benfica salomon meister eraser blackbir bigmike starter pissing angus ' +
  'deluxe eagles1 hardcock 135792468 seahawks godfathe bookworm gregor intel talisman blackjack ' +
  'babyface hawaiian dogfood zhong 01011975 sancho ludmila medusa mortimer 123456654321 roadrunn ' +
  'just4me stalin 01011993 handyman alphabet pizzas calgary clouds password2 cgfhnfr cubswin lexus ' +
  'max123 xxx123 digital1 gfhjkm1 7779311 missy1 michae beautifu gator1 pacers buddie chinook heckfy ' +
  'dutchess sally1 breasts beowulf darkman tiffany1 qazwsx1 satana shang idontkno smiths puddin ' +
  'nasty1 teddybea valkyrie passwd boxster killers cheater inuyasha beast1 wareagle foryou dragonball ' +
  'mermaid bhbirf teddy1 dolphin1 misty1 delphi gromit sponge qazzaq fytxrf gameover sergi beamer ' +
  'beemer kittykat rancid manowar adam12 diggler assword austin1 wishbone gonavy sparky1 fisting ' +
  'thedude sinister venera novell salsero jayden fuckoff1 linda1 vedder 02021987 1pussy redline ' +
  'jktymrf 02011985 dfcbkbq dragon12 chrome gamecube titten bella1 02081988 eureka bitchass 147369 ' +
  'banner lakota 123321a mustafa preacher hotbox 02041986 z1x2c3v4 playstation 01011977 claymore ' +
  'electra checkers zheng armagedon 02051986 wrestle svoboda bulls nimbus alenka madina newpass6 ' +
  'onetime aa123456 bartman 02091987'
